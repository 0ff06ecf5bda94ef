import { findAllowedCurrency } from '@travel/domain/money';
import type { PassengerCounts } from '@travel/domain/passengers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { formatIsoDate } from '../../lib/format-date';
import { useFormatLocale } from '../../lib/use-format-locale';
import fieldStyles from '../../ui/field.module.css';
import { AIRPORT_TEXT_MAX_LENGTH, type AirportOption } from './airport-options';
import styles from './search-form.module.css';
import {
  type AirportField,
  getShellId,
  setTypedText,
  setWidgetIntent,
  type WidgetField,
} from './widget-intent';

export type SearchWidgetsProps = {
  origin: AirportOption | null;
  destination: AirportOption | null;
  originCode: string | null;
  destinationCode: string | null;
  /** Text sent to the page that named no airport (a search without script): shown as typed. */
  originText: string;
  destinationText: string;
  /** The ids of the messages naming what is wrong with Origen (space-separated), '' when nothing is. */
  originErrorIds: string;
  destinationErrorIds: string;
  roundTrip: boolean;
  departureDate: string;
  returnDate: string;
  today: string;
  passengers: PassengerCounts;
  cabin: string;
  currencyCode: string;
  onOrigin: (airport: AirportOption | null) => void;
  onDestination: (airport: AirportOption | null) => void;
  onSwap: () => void;
  onDates: (departureDate: string, returnDate: string) => void;
  onPassengers: (passengers: PassengerCounts) => void;
  onCabin: (cabin: string) => void;
  onCurrency: (currencyCode: string) => void;
};

type ShellProps = SearchWidgetsProps & { onIntent: () => void };

function ShellButton({
  field,
  label,
  value,
  onIntent,
}: {
  field: WidgetField;
  label: string;
  value: string;
  onIntent: () => void;
}) {
  const id = getShellId(field);
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <button
        type="button"
        id={id}
        className={fieldStyles.control}
        aria-labelledby={`${id}-label ${id}`}
        aria-haspopup="dialog"
        onClick={() => {
          setWidgetIntent({ field, open: true });
          onIntent();
        }}
      >
        {value}
      </button>
    </div>
  );
}

function ShellAirport({
  field,
  label,
  value,
  typed,
  errorIds,
  onIntent,
}: {
  field: AirportField;
  label: string;
  value: string;
  /** Text the visitor typed and sent, which named no airport: counted as typed here. */
  typed: string;
  /** The messages naming what is wrong with the field: it is invalid while there are any. */
  errorIds: string;
  onIntent: () => void;
}) {
  const { t } = useTranslation('search');
  const input = useRef<HTMLInputElement>(null);

  // Hydration keeps what was typed into the server-rendered input and a focus it could not see:
  // record both, so the real combobox starts from every letter and in the same field.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const edited = element.value !== element.defaultValue;
    setTypedText(field, edited ? element.value : typed || undefined);
    if (element.ownerDocument.activeElement === element) {
      setWidgetIntent({ field });
      onIntent();
    }
  }, [field, typed, onIntent]);

  return (
    <div className={joinClassNames(fieldStyles.field, errorIds !== '' && fieldStyles.invalid)}>
      <label htmlFor={getShellId(field)} className={fieldStyles.label}>
        {label}
      </label>
      <input
        // Uncontrolled until the real combobox loads. A restored or nearby airport changes the default
        // value, which shows only while the visitor has not typed here (the browser's dirty flag).
        ref={input}
        id={getShellId(field)}
        className={fieldStyles.control}
        name={field}
        defaultValue={value || typed}
        placeholder={t('form.airportPlaceholder')}
        maxLength={AIRPORT_TEXT_MAX_LENGTH}
        autoComplete="off"
        aria-invalid={errorIds !== '' || undefined}
        aria-describedby={errorIds || undefined}
        onFocus={() => {
          setWidgetIntent({ field });
          onIntent();
        }}
        onInput={(event) => setTypedText(field, event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * What the search widgets look like before their code loads: plain labelled inputs and buttons with
 * the same names and values. Any interaction asks for the real widgets (`onIntent`).
 */
export function SearchWidgetsShell(props: ShellProps) {
  const { t } = useTranslation('search');
  const formatLocale = useFormatLocale();
  const { onIntent } = props;
  const total = props.passengers.adult + props.passengers.child + props.passengers.infant;
  return (
    <>
      <div className={styles.route}>
        <ShellAirport
          field="origin"
          label={t('form.origin')}
          value={props.origin?.label ?? props.originCode ?? ''}
          typed={props.originText}
          errorIds={props.originErrorIds}
          onIntent={onIntent}
        />
        <button type="button" className={styles.swap} aria-label={t('form.swap')} onClick={props.onSwap}>
          <span aria-hidden="true">⇄</span>
        </button>
        <ShellAirport
          field="destination"
          label={t('form.destination')}
          value={props.destination?.label ?? props.destinationCode ?? ''}
          typed={props.destinationText}
          errorIds={props.destinationErrorIds}
          onIntent={onIntent}
        />
      </div>
      <div className={styles.details}>
        <div className={styles.travelDates}>
          <ShellButton
            field="departure"
            label={t('form.departureDate')}
            value={formatIsoDate(props.departureDate, formatLocale) || t('form.noDate')}
            onIntent={onIntent}
          />
          {props.roundTrip && (
            <ShellButton
              field="return"
              label={t('form.returnDate')}
              value={formatIsoDate(props.returnDate, formatLocale) || t('form.noDate')}
              onIntent={onIntent}
            />
          )}
        </div>
        <ShellButton
          field="passengers"
          label={t('form.passengers')}
          value={t('form.passengersSummary', { count: total })}
          onIntent={onIntent}
        />
        <ShellButton
          field="cabin"
          label={t('form.cabin')}
          value={t(`form.cabins.${props.cabin as 'ECONOMY'}`)}
          onIntent={onIntent}
        />
        <ShellButton
          field="currency"
          label={t('form.currency')}
          value={`${findAllowedCurrency(props.currencyCode)?.flag ?? ''} ${props.currencyCode}`.trim()}
          onIntent={onIntent}
        />
      </div>
    </>
  );
}
