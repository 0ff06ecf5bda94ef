import { CRUISE_SORTS, type CruiseFilters } from '@travel/domain/cruises';
import { Form, Link } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { InputField, NativeSelectField } from '../../ui/form-field';
import { formatMonth } from './cruise-month';
import styles from './cruises.module.css';
import { useCruisesTranslation } from './use-cruises-translation';

export type CruiseFilterOptions = {
  ports: readonly { code: string; name: string }[];
  months: readonly string[];
  cruiseLines: readonly string[];
};

/** The cruise filters and sort as a GET form: the URL holds the choice; the loader applies it. */
export function CruiseFiltersForm({
  filters,
  options,
}: {
  filters: CruiseFilters;
  options: CruiseFilterOptions;
}) {
  const { t } = useCruisesTranslation();
  const locale = useLocale();
  return (
    <Form method="get" className={styles.filters} aria-labelledby="cruise-filters-title">
      <h2 id="cruise-filters-title" className="visually-hidden">
        {t('filters.title')}
      </h2>
      <NativeSelectField
        id="cruise-port"
        name="puerto"
        label={t('filters.port')}
        defaultValue={filters.port ?? ''}
        options={[
          { value: '', label: t('filters.anyPort') },
          ...options.ports.map((port) => ({ value: port.code, label: `${port.name} (${port.code})` })),
        ]}
      />
      <NativeSelectField
        id="cruise-month"
        name="mes"
        label={t('filters.month')}
        defaultValue={filters.month ?? ''}
        options={[
          { value: '', label: t('filters.anyMonth') },
          ...options.months.map((month) => ({ value: month, label: formatMonth(month, locale) })),
        ]}
      />
      <NativeSelectField
        id="cruise-line"
        name="naviera"
        label={t('filters.cruiseLine')}
        defaultValue={filters.cruiseLine ?? ''}
        options={[
          { value: '', label: t('filters.anyCruiseLine') },
          ...options.cruiseLines.map((line) => ({ value: line, label: line })),
        ]}
      />
      <InputField
        id="cruise-max-price"
        name="precioMax"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        label={t('filters.maxPrice')}
        hint={t('filters.maxPriceHint')}
        defaultValue={filters.maxPrice === undefined ? '' : String(filters.maxPrice)}
      />
      <NativeSelectField
        id="cruise-sort"
        name="orden"
        label={t('filters.sort')}
        defaultValue={filters.sort}
        options={CRUISE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
      />
      <div className={styles.filterActions}>
        <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
          {t('filters.submit')}
        </button>
        <Link to={localizePath('/cruceros', locale)}>{t('filters.clear')}</Link>
      </div>
    </Form>
  );
}
