import type { TourFilters } from '@travel/domain/tours';
import { TOUR_DURATIONS } from '@travel/domain/tours';
import { Form, Link } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { InputField, NativeSelectField } from '../../ui/form-field';
import styles from './tours.module.css';
import { useToursTranslation } from './use-tours-translation';

/**
 * The tours filters as a GET form: the URL holds the choice (shareable, works without script) and the
 * page's loader applies it.
 */
export function TourFiltersForm({
  filters,
  destinations,
}: {
  filters: TourFilters;
  destinations: readonly { slug: string; title: string }[];
}) {
  const { t } = useToursTranslation();
  const locale = useLocale();
  return (
    <Form method="get" className={styles.filters} aria-labelledby="tour-filters-title">
      <h2 id="tour-filters-title" className="visually-hidden">
        {t('filters.title')}
      </h2>
      <NativeSelectField
        id="tour-destination"
        name="destino"
        label={t('filters.destination')}
        defaultValue={filters.destination ?? ''}
        options={[
          { value: '', label: t('filters.anyDestination') },
          ...destinations.map((d) => ({ value: d.slug, label: d.title })),
        ]}
      />
      <NativeSelectField
        id="tour-duration"
        name="duracion"
        label={t('filters.duration')}
        defaultValue={filters.duration ?? ''}
        options={[
          { value: '', label: t('filters.anyDuration') },
          ...TOUR_DURATIONS.map((band) => ({ value: band, label: t(`filters.durations.${band}`) })),
        ]}
      />
      <InputField
        id="tour-max-price"
        name="precioMax"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        label={t('filters.maxPrice')}
        hint={t('filters.maxPriceHint')}
        defaultValue={filters.maxPrice === undefined ? '' : String(filters.maxPrice)}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
          {t('filters.submit')}
        </button>
        <Link to={localizePath('/turs', locale)}>{t('filters.clear')}</Link>
      </div>
    </Form>
  );
}
