import {
  type CountedValue,
  EMPTY_OFFER_FILTERS,
  type OfferFacets,
  type OfferFilters,
  type ResettableFacet,
  resetFacet,
  type TimeOfDay,
  toggleFacetValue,
} from '@travel/domain/offers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import { NativePriceFields } from './native-price-fields';
import { PriceSlider } from './price-slider';
import styles from './results-filters.module.css';
import { durationToParam, hasActiveFilters, stopsToParam } from './results-query';

type ResultsFiltersProps = {
  facets: OfferFacets;
  filters: OfferFilters;
  carriers: Record<string, string>;
  priceBounds: { min: number; max: number } | null;
  currency: string;
  onChange: (filters: OfferFilters) => void;
  /** Prefix for element ids: the sidebar and the drawer show the same filters. */
  idPrefix: string;
  /**
   * The results query for other filters: the search, the sort and the chosen outbound, from page 1.
   * Without script the form sends it (hidden fields) and the reset links go to it.
   */
  queryFor: (filters: OfferFilters) => URLSearchParams;
  /**
   * This copy is already inside a `<noscript>` (a phone's filters in the page, where the drawer needs
   * script): the controls that need script are left out, and the native ones are not wrapped in a
   * `<noscript>` of their own (one cannot hold another: a page with script would end the first at
   * the inner one's end tag).
   */
  insideNoscript?: boolean;
};

/** What only a page without script uses: in a `<noscript>`, unless the whole copy already is in one. */
function NoScript({ inside, children }: { inside: boolean; children: ReactNode }) {
  return inside ? children : <noscript>{children}</noscript>;
}

function FacetGroup({
  title,
  active,
  onReset,
  resetQuery,
  insideNoscript,
  children,
  id,
}: {
  title: string;
  active: boolean;
  onReset: () => void;
  /** Where the reset goes without script: the same results without this facet. */
  resetQuery: () => URLSearchParams;
  insideNoscript: boolean;
  children: ReactNode;
  id: string;
}) {
  const { t } = useTranslation('results');
  const label = t('filters.resetFacet', { facet: title });
  return (
    <fieldset className={styles.facet} aria-labelledby={`${id}-legend`}>
      <div className={styles.header}>
        <legend id={`${id}-legend`} className={styles.title}>
          {title}
        </legend>
        {active && !insideNoscript && (
          <button type="button" className={styles.reset} aria-label={label} onClick={onReset}>
            {t('filters.reset')}
          </button>
        )}
        {active && (
          <NoScript inside={insideNoscript}>
            <Link
              className={styles.reset}
              to={`?${resetQuery().toString()}`}
              aria-label={label}
              preventScrollReset
            >
              {t('filters.reset')}
            </Link>
          </NoScript>
        )}
      </div>
      {children}
    </fieldset>
  );
}

/** A facet's value: with script it applies at once; without, the form sends `name=value` when ticked. */
function Option({
  name,
  value,
  label,
  count,
  checked,
  onToggle,
}: {
  name: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label className={joinClassNames(styles.option, count === 0 && !checked && styles.empty)}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={count === 0 && !checked}
        onChange={onToggle}
      />
      <span className={styles.label}>{label}</span> <span className={styles.count}>{count}</span>
    </label>
  );
}

/**
 * The facets of spec §3/§9 with their counts; each resettable on its own. With script a change
 * applies at once (`onChange`). Without, they are a GET form the results loader reads: each box sends
 * its value, hidden fields the search, the sort and the chosen outbound (a change starts at page 1),
 * "Desde"/"Hasta" stand in for the slider, links for the reset buttons, and "Aplicar filtros" sends it.
 */
export function ResultsFilters({
  facets,
  filters,
  carriers,
  priceBounds,
  currency,
  onChange,
  idPrefix,
  queryFor,
  insideNoscript = false,
}: ResultsFiltersProps) {
  const { t } = useTranslation('results');
  const reset = (facet: ResettableFacet) => onChange(resetFacet(filters, facet));
  const resetQuery = (facet: ResettableFacet | 'departureTime' | 'arrivalTime') => () =>
    queryFor(
      facet === 'departureTime' || facet === 'arrivalTime'
        ? { ...filters, [facet]: [] }
        : resetFacet(filters, facet),
    );
  const hours = (minutes: number) => Math.round(minutes / 60);
  const timeOptions = (facet: 'departureTime' | 'arrivalTime', buckets: CountedValue<TimeOfDay>[]) =>
    buckets.map((bucket) => (
      <Option
        key={bucket.value}
        name={facet === 'departureTime' ? 'depTime' : 'arrTime'}
        value={bucket.value}
        label={t(`filters.times.${bucket.value}`)}
        count={bucket.count}
        checked={filters[facet].includes(bucket.value)}
        onToggle={() => onChange(toggleFacetValue(filters, facet, bucket.value))}
      />
    ));
  // Without script the price fields send the price; with none shown, the form keeps the one in use.
  const hiddenQuery = queryFor({ ...EMPTY_OFFER_FILTERS, price: priceBounds ? [] : filters.price });

  return (
    <Form method="get" className={styles.filters} preventScrollReset>
      <NoScript inside={insideNoscript}>
        {/* The reset buttons need script: their links stand in for them. What a <noscript> holds takes
            its place in the form's grid, as the buttons do. */}
        {insideNoscript ? null : (
          <style>
            {`button.${styles.reset},.${styles.filters}>button[type=button]{display:none}` +
              `.${styles.filters}>noscript{display:contents}`}
          </style>
        )}
        {[...hiddenQuery.entries()].map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a key; its order is the key
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
      </NoScript>
      {hasActiveFilters(filters) && !insideNoscript && (
        <button type="button" className={buttonStyles.button} onClick={() => onChange(resetAll(filters))}>
          {t('filters.resetAll')}
        </button>
      )}
      {hasActiveFilters(filters) && (
        <NoScript inside={insideNoscript}>
          <Link
            className={joinClassNames(buttonStyles.button, styles.resetAll)}
            to={`?${queryFor(resetAll(filters)).toString()}`}
            preventScrollReset
          >
            {t('filters.resetAll')}
          </Link>
        </NoScript>
      )}

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-stops`}
        title={t('filters.stops')}
        active={filters.stops.length > 0}
        onReset={() => reset('stops')}
        resetQuery={resetQuery('stops')}
      >
        {facets.stops.map((bucket) => (
          <Option
            key={bucket.value}
            name="stops"
            value={stopsToParam(bucket.value)}
            label={t(`filters.stopsValues.${bucket.value}`)}
            count={bucket.count}
            checked={filters.stops.includes(bucket.value)}
            onToggle={() => onChange(toggleFacetValue(filters, 'stops', bucket.value))}
          />
        ))}
      </FacetGroup>

      {priceBounds && (
        <FacetGroup
          insideNoscript={insideNoscript}
          id={`${idPrefix}-price`}
          title={t('filters.price')}
          active={filters.price.length > 0}
          onReset={() => reset('price')}
          resetQuery={resetQuery('price')}
        >
          {insideNoscript ? null : (
            <PriceSlider
              bounds={priceBounds}
              currency={currency}
              value={
                filters.price[0]
                  ? { min: filters.price[0].min, max: (filters.price[0].max ?? priceBounds.max + 1) - 1 }
                  : null
              }
              onChange={(range) =>
                onChange({ ...filters, price: range ? [{ min: range.min, max: range.max + 1 }] : [] })
              }
            />
          )}
          <NoScript inside={insideNoscript}>
            <NativePriceFields
              idPrefix={idPrefix}
              bounds={priceBounds}
              currency={currency}
              range={filters.price[0] ?? null}
            />
          </NoScript>
        </FacetGroup>
      )}

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-airline`}
        title={t('filters.airline')}
        active={filters.airline.length > 0}
        onReset={() => reset('airline')}
        resetQuery={resetQuery('airline')}
      >
        {facets.airline.map((bucket) => (
          <Option
            key={bucket.value}
            name="airline"
            value={bucket.value}
            label={carriers[bucket.value] ?? bucket.value}
            count={bucket.count}
            checked={filters.airline.includes(bucket.value)}
            onToggle={() => onChange(toggleFacetValue(filters, 'airline', bucket.value))}
          />
        ))}
      </FacetGroup>

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-duration`}
        title={t('filters.duration')}
        active={filters.duration.length > 0}
        onReset={() => reset('duration')}
        resetQuery={resetQuery('duration')}
      >
        {facets.duration.map((bucket) => {
          const range = { min: bucket.min, max: bucket.max };
          const label =
            bucket.max === null
              ? t('filters.durationOver', { from: hours(bucket.min) })
              : bucket.min === 0
                ? t('filters.durationUnder', { to: hours(bucket.max) })
                : t('filters.durationRange', { from: hours(bucket.min), to: hours(bucket.max) });
          return (
            <Option
              key={`${bucket.min}-${bucket.max}`}
              name="duration"
              value={durationToParam(range)}
              label={label}
              count={bucket.count}
              checked={filters.duration.some((r) => r.min === range.min && r.max === range.max)}
              onToggle={() => onChange(toggleFacetValue(filters, 'duration', range))}
            />
          );
        })}
      </FacetGroup>

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-departure`}
        title={t('filters.departureTime')}
        active={filters.departureTime.length > 0}
        onReset={() => onChange({ ...filters, departureTime: [] })}
        resetQuery={resetQuery('departureTime')}
      >
        {timeOptions('departureTime', facets.departureTime)}
      </FacetGroup>

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-arrival`}
        title={t('filters.arrivalTime')}
        active={filters.arrivalTime.length > 0}
        onReset={() => onChange({ ...filters, arrivalTime: [] })}
        resetQuery={resetQuery('arrivalTime')}
      >
        {timeOptions('arrivalTime', facets.arrivalTime)}
      </FacetGroup>

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-refundable`}
        title={t('filters.refundable')}
        active={filters.refundable}
        onReset={() => reset('refundable')}
        resetQuery={resetQuery('refundable')}
      >
        <Option
          name="onlyRefundable"
          value="1"
          label={t('filters.refundableOnly')}
          count={facets.refundable}
          checked={filters.refundable}
          onToggle={() => onChange({ ...filters, refundable: !filters.refundable })}
        />
      </FacetGroup>

      <FacetGroup
        insideNoscript={insideNoscript}
        id={`${idPrefix}-no-penalty`}
        title={t('filters.noPenalty')}
        active={filters.noPenalty}
        onReset={() => reset('noPenalty')}
        resetQuery={resetQuery('noPenalty')}
      >
        <Option
          name="onlyNoPenalty"
          value="1"
          label={t('filters.noPenaltyOnly')}
          count={facets.noPenalty}
          checked={filters.noPenalty}
          onToggle={() => onChange({ ...filters, noPenalty: !filters.noPenalty })}
        />
      </FacetGroup>

      <NoScript inside={insideNoscript}>
        <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
          {t('filters.apply')}
        </button>
      </NoScript>
    </Form>
  );
}

/** Every facet back to "any" (spec §4 reset). */
function resetAll(filters: OfferFilters): OfferFilters {
  const facets: ResettableFacet[] = [
    'stops',
    'duration',
    'price',
    'airline',
    'time',
    'refundable',
    'noPenalty',
  ];
  return facets.reduce(resetFacet, filters);
}
