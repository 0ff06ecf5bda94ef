import { DEFAULT_HOTEL_SORT } from '@travel/domain/hotels';
import { useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { WithoutScript } from '../../lib/without-script';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import { useCommittedSelect } from '../../ui/use-committed-select';
import { HiddenQueryFields } from './hidden-query-fields';
import styles from './hotel-results-page.module.css';
import { HOTEL_SORT_OPTIONS, type HotelResultsView, writeHotelResultsView } from './hotel-results-view';
import { useHotelsTranslation } from './use-hotels-translation';

/**
 * The hotel results' order as a GET form: without script its button applies it; with script a choice
 * applies as useCommittedSelect says (the arrow keys of a closed select wait for Enter or blur).
 */
export function HotelSortForm({
  view,
  pathname,
  searchQuery,
}: {
  view: HotelResultsView;
  pathname: string;
  searchQuery: string;
}) {
  const { t } = useHotelsTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const query = writeHotelResultsView(
    { ...view, sort: DEFAULT_HOTEL_SORT, page: 1 },
    new URLSearchParams(searchQuery),
  );
  // The form's own fields carry the choice: the select shows it by the time it applies.
  const select = useCommittedSelect(view.sort, () => {
    if (form.current) submit(form.current, { preventScrollReset: true });
  });
  return (
    <Form ref={form} method="get" action={pathname} className={styles.sort} preventScrollReset>
      <HiddenQueryFields query={query} />
      <div className={fieldStyles.field}>
        <label htmlFor="hotel-sort" className={fieldStyles.label}>
          {t('results.sortLabel')}
        </label>
        <select
          id="hotel-sort"
          name="sort"
          className={fieldStyles.control}
          value={select.value}
          onChange={(event) => select.onValueChange(event.currentTarget.value)}
          onKeyDown={select.onKeyDown}
          onKeyUp={select.onKeyUp}
          onPointerDown={select.onPointerDown}
          onBlur={select.onBlur}
        >
          {HOTEL_SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`results.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <WithoutScript>
        <button type="submit" className={buttonStyles.button}>
          {t('results.applySort')}
        </button>
      </WithoutScript>
    </Form>
  );
}
