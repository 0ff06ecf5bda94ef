import { CRUISE_SORTS, type CruiseFilters } from '@travel/domain/cruises';
import { useLocale } from '../../lib/use-locale';
import { FilterForm, FilterSelectField, MaxPriceField } from '../../ui/filter-form';
import { NativeSelectField } from '../../ui/form-field';
import { formatMonth } from './cruise-month';
import { useCruisesTranslation } from './use-cruises-translation';

export type CruiseFilterOptions = {
  ports: readonly { code: string; name: string }[];
  months: readonly string[];
  cruiseLines: readonly string[];
};

/** The cruise filters and sort: port, month, cruise line, a top price and the order. */
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
    <FilterForm
      titleId="cruise-filters-title"
      title={t('filters.title')}
      submitLabel={t('filters.submit')}
      clearLabel={t('filters.clear')}
      clearPath="/cruceros"
    >
      <FilterSelectField
        id="cruise-port"
        name="puerto"
        label={t('filters.port')}
        anyLabel={t('filters.anyPort')}
        value={filters.port}
        options={options.ports.map((port) => ({ value: port.code, label: `${port.name} (${port.code})` }))}
      />
      <FilterSelectField
        id="cruise-month"
        name="mes"
        label={t('filters.month')}
        anyLabel={t('filters.anyMonth')}
        value={filters.month}
        options={options.months.map((month) => ({ value: month, label: formatMonth(month, locale) }))}
      />
      <FilterSelectField
        id="cruise-line"
        name="naviera"
        label={t('filters.cruiseLine')}
        anyLabel={t('filters.anyCruiseLine')}
        value={filters.cruiseLine}
        options={options.cruiseLines.map((line) => ({ value: line, label: line }))}
      />
      <MaxPriceField
        id="cruise-max-price"
        label={t('filters.maxPrice')}
        hint={t('filters.maxPriceHint')}
        value={filters.maxPrice}
      />
      <NativeSelectField
        id="cruise-sort"
        name="orden"
        label={t('filters.sort')}
        defaultValue={filters.sort}
        options={CRUISE_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
      />
    </FilterForm>
  );
}
