import { PASSENGER_LIMITS, PASSENGER_TYPES } from '@travel/domain/passengers';
import { CABINS, getLatestDepartureDate } from '@travel/domain/search';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { getCurrencyOptions } from '../../lib/currency-options';
import { PASSENGER_PARAMS } from '../../lib/search-url';
import { useLocale } from '../../lib/use-locale';
import fieldStyles from '../../ui/field.module.css';
import { InputField, NativeSelectField } from '../../ui/form-field';
import styles from './search-form.module.css';
import type { SearchWidgetsProps } from './search-widgets-shell';

type NativeSearchFieldsProps = Pick<
  SearchWidgetsProps,
  'departureDate' | 'returnDate' | 'today' | 'passengers' | 'cabin' | 'currencyCode'
>;

const COUNT_LABELS = {
  adult: { label: 'form.adults', hint: 'form.adultsHint' },
  child: { label: 'form.children', hint: 'form.childrenHint' },
  infant: { label: 'form.infants', hint: 'form.infantsHint' },
} as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * The search form's dates, passengers, cabin and currency for a page without script: native fields
 * named as the page's loader reads them (flight-search-request.server.ts). They sit in a `<noscript>`,
 * which the server renders and a browser running script never shows (nor React renders), so the
 * page with script is unchanged; its style hides the lookalike buttons, which do nothing without script.
 */
export function NativeSearchFields({
  departureDate,
  returnDate,
  today,
  passengers,
  cabin,
  currencyCode,
}: NativeSearchFieldsProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const latest = getLatestDepartureDate(today);
  return (
    <noscript>
      {/* The lookalike buttons and the swap need script: hidden. The airports then share their row as they can. */}
      <style>
        {`.${styles.details}:not(.${styles.nativeFields}),.${styles.swap}{display:none}` +
          `.${styles.route}{grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}`}
      </style>
      <div className={joinClassNames(styles.details, styles.nativeFields)}>
        <div className={styles.travelDates}>
          <InputField
            id="search-departure-date"
            type="date"
            name="dep"
            label={t('form.departureDate')}
            min={today}
            max={latest}
            defaultValue={departureDate}
          />
          <InputField
            id="search-return-date"
            type="date"
            name="ret"
            label={t('form.returnDate')}
            hint={t('form.returnDateHint')}
            min={today}
            max={latest}
            defaultValue={returnDate}
          />
        </div>
        <fieldset className={styles.nativePassengers} aria-describedby="search-passengers-rules">
          <legend className={fieldStyles.label}>{t('form.passengers')}</legend>
          {PASSENGER_TYPES.map((type) => (
            <NativeSelectField
              key={type}
              id={`search-${PASSENGER_PARAMS[type]}`}
              name={PASSENGER_PARAMS[type]}
              label={t(COUNT_LABELS[type].label)}
              hint={t(COUNT_LABELS[type].hint)}
              defaultValue={String(passengers[type])}
              options={range(PASSENGER_LIMITS[type].min, PASSENGER_LIMITS[type].max).map((count) => ({
                value: count,
                label: count,
              }))}
            />
          ))}
          <p id="search-passengers-rules" className={fieldStyles.hint}>
            {t('form.passengersRules')}
          </p>
        </fieldset>
        <NativeSelectField
          id="search-cabin"
          name="cabin"
          label={t('form.cabin')}
          defaultValue={cabin}
          options={CABINS.map((id) => ({ value: id, label: t(`form.cabins.${id}`) }))}
        />
        <NativeSelectField
          id="search-currency"
          name="currency"
          label={t('form.currency')}
          defaultValue={currencyCode}
          options={getCurrencyOptions(locale).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
        />
      </div>
    </noscript>
  );
}
