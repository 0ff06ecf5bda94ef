import {
  type CountedValue,
  type OfferFacets,
  type OfferFilters,
  type ResettableFacet,
  resetFacet,
  type TimeOfDay,
  toggleFacetValue,
} from '@travel/domain/offers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import { PriceSlider } from './price-slider';
import styles from './results-filters.module.css';
import { hasActiveFilters } from './results-query';

type ResultsFiltersProps = {
  facets: OfferFacets;
  filters: OfferFilters;
  carriers: Record<string, string>;
  priceBounds: { min: number; max: number } | null;
  currency: string;
  onChange: (filters: OfferFilters) => void;
  /** Prefix for element ids: the sidebar and the drawer show the same filters. */
  idPrefix: string;
};

function FacetGroup({
  title,
  active,
  onReset,
  children,
  id,
}: {
  title: string;
  active: boolean;
  onReset: () => void;
  children: ReactNode;
  id: string;
}) {
  const { t } = useTranslation('results');
  return (
    <fieldset className={styles.facet} aria-labelledby={`${id}-legend`}>
      <div className={styles.header}>
        <legend id={`${id}-legend`} className={styles.title}>
          {title}
        </legend>
        {active && (
          <button
            type="button"
            className={styles.reset}
            aria-label={t('filters.resetFacet', { facet: title })}
            onClick={onReset}
          >
            {t('filters.reset')}
          </button>
        )}
      </div>
      {children}
    </fieldset>
  );
}

function Option({
  label,
  count,
  checked,
  onToggle,
}: {
  label: string;
  count: number;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <label className={joinClassNames(styles.option, count === 0 && !checked && styles.empty)}>
      <input type="checkbox" checked={checked} disabled={count === 0 && !checked} onChange={onToggle} />
      <span className={styles.label}>{label}</span> <span className={styles.count}>{count}</span>
    </label>
  );
}

/** The facets of spec §3/§9 with their counts; each resettable on its own. */
export function ResultsFilters({
  facets,
  filters,
  carriers,
  priceBounds,
  currency,
  onChange,
  idPrefix,
}: ResultsFiltersProps) {
  const { t } = useTranslation('results');
  const reset = (facet: ResettableFacet) => onChange(resetFacet(filters, facet));
  const hours = (minutes: number) => Math.round(minutes / 60);
  const timeOptions = (facet: 'departureTime' | 'arrivalTime', buckets: CountedValue<TimeOfDay>[]) =>
    buckets.map((bucket) => (
      <Option
        key={bucket.value}
        label={t(`filters.times.${bucket.value}`)}
        count={bucket.count}
        checked={filters[facet].includes(bucket.value)}
        onToggle={() => onChange(toggleFacetValue(filters, facet, bucket.value))}
      />
    ));

  return (
    <div className={styles.filters}>
      {hasActiveFilters(filters) && (
        <button type="button" className={buttonStyles.button} onClick={() => onChange(resetAll(filters))}>
          {t('filters.resetAll')}
        </button>
      )}

      <FacetGroup
        id={`${idPrefix}-stops`}
        title={t('filters.stops')}
        active={filters.stops.length > 0}
        onReset={() => reset('stops')}
      >
        {facets.stops.map((bucket) => (
          <Option
            key={bucket.value}
            label={t(`filters.stopsValues.${bucket.value}`)}
            count={bucket.count}
            checked={filters.stops.includes(bucket.value)}
            onToggle={() => onChange(toggleFacetValue(filters, 'stops', bucket.value))}
          />
        ))}
      </FacetGroup>

      {priceBounds && (
        <FacetGroup
          id={`${idPrefix}-price`}
          title={t('filters.price')}
          active={filters.price.length > 0}
          onReset={() => reset('price')}
        >
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
        </FacetGroup>
      )}

      <FacetGroup
        id={`${idPrefix}-airline`}
        title={t('filters.airline')}
        active={filters.airline.length > 0}
        onReset={() => reset('airline')}
      >
        {facets.airline.map((bucket) => (
          <Option
            key={bucket.value}
            label={carriers[bucket.value] ?? bucket.value}
            count={bucket.count}
            checked={filters.airline.includes(bucket.value)}
            onToggle={() => onChange(toggleFacetValue(filters, 'airline', bucket.value))}
          />
        ))}
      </FacetGroup>

      <FacetGroup
        id={`${idPrefix}-duration`}
        title={t('filters.duration')}
        active={filters.duration.length > 0}
        onReset={() => reset('duration')}
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
              label={label}
              count={bucket.count}
              checked={filters.duration.some((r) => r.min === range.min && r.max === range.max)}
              onToggle={() => onChange(toggleFacetValue(filters, 'duration', range))}
            />
          );
        })}
      </FacetGroup>

      <FacetGroup
        id={`${idPrefix}-departure`}
        title={t('filters.departureTime')}
        active={filters.departureTime.length > 0}
        onReset={() => onChange({ ...filters, departureTime: [] })}
      >
        {timeOptions('departureTime', facets.departureTime)}
      </FacetGroup>

      <FacetGroup
        id={`${idPrefix}-arrival`}
        title={t('filters.arrivalTime')}
        active={filters.arrivalTime.length > 0}
        onReset={() => onChange({ ...filters, arrivalTime: [] })}
      >
        {timeOptions('arrivalTime', facets.arrivalTime)}
      </FacetGroup>

      <FacetGroup
        id={`${idPrefix}-refundable`}
        title={t('filters.refundable')}
        active={filters.refundable}
        onReset={() => reset('refundable')}
      >
        <Option
          label={t('filters.refundableOnly')}
          count={facets.refundable}
          checked={filters.refundable}
          onToggle={() => onChange({ ...filters, refundable: !filters.refundable })}
        />
      </FacetGroup>

      <FacetGroup
        id={`${idPrefix}-no-penalty`}
        title={t('filters.noPenalty')}
        active={filters.noPenalty}
        onReset={() => reset('noPenalty')}
      >
        <Option
          label={t('filters.noPenaltyOnly')}
          count={facets.noPenalty}
          checked={filters.noPenalty}
          onToggle={() => onChange({ ...filters, noPenalty: !filters.noPenalty })}
        />
      </FacetGroup>
    </div>
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
