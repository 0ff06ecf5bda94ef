import type { HotelFacets } from '@travel/contract/hotels';
import { DEFAULT_HOTEL_SORT } from '@travel/domain/hotels';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { formatMinor } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { WithoutScript } from '../../lib/without-script';
import buttonStyles from '../../ui/button.module.css';
import { HiddenQueryFields } from './hidden-query-fields';
import styles from './hotel-filters.module.css';
import { countActiveFilters, type HotelResultsView, writePriceRange } from './hotel-results-view';
import { useHotelsTranslation } from './use-hotels-translation';

type HotelFiltersProps = {
  facets: HotelFacets;
  view: HotelResultsView;
  currency: string;
  /** The results page's path and the search's own query, which every filter keeps. */
  pathname: string;
  searchQuery: string;
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice({
  type = 'checkbox',
  name,
  value,
  label,
  count,
  checked,
}: {
  type?: 'checkbox' | 'radio';
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
}) {
  const { t } = useHotelsTranslation();
  const input = useRef<HTMLInputElement>(null);
  // Uncontrolled (a plain form), but a new answer (a cleared filter, back and forward) sets the box.
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  }, [checked]);
  return (
    <label className={joinClassNames(styles.choice, count === 0 && !checked && styles.empty)}>
      <input ref={input} type={type} name={name} value={value} defaultChecked={checked} />
      <span>{label}</span>
      {count !== undefined && <span className={styles.count}>{t('filters.count', { count })}</span>}
    </label>
  );
}

/**
 * Spec §3 hotel facets as one GET form: it works without script (Aplicar filtros); with script a
 * change applies at once. Counts come from the API and follow the other selections. On a phone the
 * form folds into a disclosure; from lg it is open beside the list.
 */
export function HotelFilters({ facets, view, currency, pathname, searchQuery }: HotelFiltersProps) {
  const { t } = useHotelsTranslation();
  const formatLocale = useFormatLocale();
  const submit = useSubmit();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const active = countActiveFilters(view);
  const query = new URLSearchParams(searchQuery);
  if (view.sort !== DEFAULT_HOTEL_SORT) query.set('sort', view.sort);

  // Wide screens show the filters beside the list: open the disclosure there.
  useEffect(() => {
    if (disclosure.current && window.matchMedia('(min-width: 1024px)').matches)
      disclosure.current.open = true;
  }, []);

  const money = (minor: number) => formatMinor(minor, currency, formatLocale);
  const onChange = (event: FormEvent<HTMLFormElement>) =>
    submit(event.currentTarget, { preventScrollReset: true, replace: true });

  return (
    <details ref={disclosure} className={styles.disclosure}>
      <summary className={joinClassNames(buttonStyles.button, styles.summary)}>
        {active > 0 ? t('filters.openActive', { count: active }) : t('filters.open')}
      </summary>
      <Form
        method="get"
        action={pathname}
        className={styles.form}
        aria-label={t('filters.title')}
        onChange={onChange}
        preventScrollReset
      >
        <HiddenQueryFields query={query} />
        {facets.pricePerNight.ranges.length > 0 && (
          <Group legend={t('filters.pricePerNight')}>
            <Choice type="radio" name="price" value="" label={t('filters.anyPrice')} checked={!view.price} />
            {facets.pricePerNight.ranges.map((range) => {
              const value = writePriceRange(range);
              return (
                <Choice
                  key={value}
                  type="radio"
                  name="price"
                  value={value}
                  label={
                    range.max === null
                      ? t('filters.priceFrom', { min: money(range.min) })
                      : t('filters.priceRange', { min: money(range.min), max: money(range.max) })
                  }
                  count={range.count}
                  checked={view.price !== null && writePriceRange(view.price) === value}
                />
              );
            })}
          </Group>
        )}
        <Group legend={t('filters.cancellation')}>
          <Choice
            name="free"
            value="1"
            label={t('filters.freeCancellation')}
            count={facets.freeCancellation.count}
            checked={view.freeCancellation}
          />
        </Group>
        {facets.stars.length > 0 && (
          <Group legend={t('filters.stars')}>
            {facets.stars.map(({ value, count }) => (
              <Choice
                key={value}
                name="stars"
                value={String(value)}
                label={t('filters.starsValue', { count: value })}
                count={count}
                checked={view.stars.includes(value)}
              />
            ))}
          </Group>
        )}
        {facets.accommodationTypes.length > 0 && (
          <Group legend={t('filters.types')}>
            {facets.accommodationTypes.map(({ value, count }) => (
              <Choice
                key={value}
                name="type"
                value={value}
                label={t(`types.${value}`)}
                count={count}
                checked={view.types.includes(value)}
              />
            ))}
          </Group>
        )}
        {facets.amenities.length > 0 && (
          <Group legend={t('filters.amenities')}>
            {facets.amenities.map(({ value, count }) => (
              <Choice
                key={value}
                name="amenity"
                value={value}
                label={t(`amenities.${value}`)}
                count={count}
                checked={view.amenities.includes(value)}
              />
            ))}
          </Group>
        )}
        <div className={styles.actions}>
          <WithoutScript>
            <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
              {t('filters.apply')}
            </button>
          </WithoutScript>
          {active > 0 && (
            <Link to={`${pathname}?${query.toString()}`} className={buttonStyles.button} preventScrollReset>
              {t('filters.clear')}
            </Link>
          )}
        </div>
      </Form>
    </details>
  );
}
