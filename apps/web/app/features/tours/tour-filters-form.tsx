import type { TourFilters } from '@travel/domain/tours';
import { TOUR_DURATIONS } from '@travel/domain/tours';
import { FilterForm, FilterSelectField, MaxPriceField } from '../../ui/filter-form';
import { useToursTranslation } from './use-tours-translation';

/** The tours filters: destination, duration band and a top price. */
export function TourFiltersForm({
  filters,
  destinations,
}: {
  filters: TourFilters;
  destinations: readonly { slug: string; title: string }[];
}) {
  const { t } = useToursTranslation();
  return (
    <FilterForm
      titleId="tour-filters-title"
      title={t('filters.title')}
      submitLabel={t('filters.submit')}
      clearLabel={t('filters.clear')}
      clearPath="/turs"
      actionsColumn
    >
      <FilterSelectField
        id="tour-destination"
        name="destino"
        label={t('filters.destination')}
        anyLabel={t('filters.anyDestination')}
        value={filters.destination}
        options={destinations.map((d) => ({ value: d.slug, label: d.title }))}
      />
      <FilterSelectField
        id="tour-duration"
        name="duracion"
        label={t('filters.duration')}
        anyLabel={t('filters.anyDuration')}
        value={filters.duration}
        options={TOUR_DURATIONS.map((band) => ({ value: band, label: t(`filters.durations.${band}`) }))}
      />
      <MaxPriceField
        id="tour-max-price"
        label={t('filters.maxPrice')}
        hint={t('filters.maxPriceHint')}
        value={filters.maxPrice}
      />
    </FilterForm>
  );
}
