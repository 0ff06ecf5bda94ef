import { type SearchForm as SearchFormValue, validateSearchForm } from '@travel/domain/search';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { getDefaultCurrency } from '../../lib/currency-options';
import { getLocalToday } from '../../lib/local-today';
import { localizePath } from '../../lib/locale';
import { buildResultsPath, FARE_FLAG_PARAMS } from '../../lib/search-url';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import { useVisitorLocation } from '../../lib/use-visitor-location';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import { findNearestAirport } from './airport-options';
import type { FlightSearchProblem, SentFlightSearch } from './flight-search-request.server';
import { NativeSearchFields } from './native-search-fields';
import styles from './search-form.module.css';
import {
  initSearchForm,
  rehydrateSearchForm,
  useSearchFormState,
  useSearchFormStore,
} from './search-form.store';
import type { SearchWidgets as SearchWidgetsComponent } from './search-widgets';
import { type SearchWidgetsProps, SearchWidgetsShell } from './search-widgets-shell';
import {
  type AirportField,
  getTypedText,
  loadSearchWidgets,
  runAfterPointer,
  settleWidgetIntent,
  watchPointerGestures,
} from './widget-intent';

const FARE_FLAGS = ['refundableFare', 'noRestrictionFare', 'noPenaltyFare'] as const;

let nearbyLookupStarted = false;

/**
 * The problems shown that concern an airport field, which the field is then marked invalid and
 * described by. The airport search being down concerns a field it left without an airport that no
 * other message names.
 */
function findAirportProblems(
  errors: readonly FlightSearchProblem[],
  field: AirportField,
  airport: SearchFormValue['origin'],
): FlightSearchProblem[] {
  const own: readonly FlightSearchProblem[] = [`${field}-required`, `${field}-not-found`];
  const named = errors.some((error) => own.includes(error));
  return errors.filter(
    (error) =>
      own.includes(error) ||
      error === 'same-origin-destination' ||
      (error === 'airports-unavailable' && !airport && !named),
  );
}

/**
 * Background work that must never hold up the form (spec §2, §7): restore the saved form, take the
 * page language's or else the detected currency unless the visitor chose one, and with no origin yet
 * use the nearest airport.
 */
function useSearchFormStartup() {
  const api = useApiClient();
  const locale = useLocale();
  const location = useVisitorLocation();

  useEffect(() => {
    void rehydrateSearchForm();
  }, []);

  useEffect(() => {
    if (!location) return;
    const state = useSearchFormStore.getState();
    const currency = getDefaultCurrency(locale, location);
    if (!state.currencyChosen && state.form.currencyCode !== currency) state.setCurrency(currency, false);
    const { latitude, longitude } = location;
    if (state.form.origin || latitude === null || longitude === null || nearbyLookupStarted) return;
    nearbyLookupStarted = true;
    void findNearestAirport(api, { latitude, longitude }, locale).then((airport) => {
      const current = useSearchFormStore.getState();
      // The visitor may have started typing an origin meanwhile: theirs wins.
      if (airport && !current.form.origin && getTypedText('origin') === undefined) current.setOrigin(airport);
    });
  }, [location, api, locale]);
}

type SearchFormProps = {
  /** Spec §3 defaults of the day, from the page loader. */
  defaults: SearchFormValue;
  /** A search sent to the page (without script) that could not be searched: shown again with its problems. */
  sent?: SentFlightSearch | null;
};

/**
 * The flight search form of spec §3; it ends on the readable results URL. Trip type, fare flags and
 * the submit button are plain HTML; the React Aria widgets load on the first interaction. Without
 * script it is a GET form to the page itself, whose loader resolves the airports typed, checks the
 * search and goes on to the results (flight-search-request.server.ts); native fields in a
 * `<noscript>` stand in for the widgets' lookalikes there.
 */
export function SearchForm({ defaults, sent = null }: SearchFormProps) {
  initSearchForm(defaults, sent);
  const { t } = useTranslation('search');
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const location = useVisitorLocation();
  const state = useSearchFormState();
  // On the server the store is the process's and stays blank: the page's defaults (or the search sent
  // to it) stand in for it, so the first paint already shows the dates and the currency. The
  // browser's store holds the same when it hydrates (useSearchFormState), so hydration changes
  // nothing (no layout shift).
  const form = state.initialized ? state.form : (sent?.form ?? defaults);
  const origin = state.initialized ? state.origin : (sent?.origin ?? null);
  const destination = state.initialized ? state.destination : (sent?.destination ?? null);
  const currencyChosen = state.initialized ? state.currencyChosen : sent !== null;
  // The server's problems with a search sent to the page, until the visitor searches again.
  const [errors, setErrors] = useState<readonly FlightSearchProblem[]>(sent?.errors ?? []);
  const [shownSent, setShownSent] = useState(sent);
  if (sent !== shownSent) {
    // Another search sent to the page (or none): its problems replace the ones shown.
    setShownSent(sent);
    setErrors(sent?.errors ?? []);
  }
  const errorsFromServer = sent !== null && errors === sent.errors;
  // Each message has its id, so the fields it concerns are described by it (with script or without).
  const errorsId = useId();
  const errorId = (error: FlightSearchProblem) => `${errorsId}-${error}`;
  const describeAirport = (field: AirportField) =>
    findAirportProblems(errors, field, form[field]).map(errorId).join(' ');
  const [SearchWidgets, setSearchWidgets] = useState<typeof SearchWidgetsComponent | null>(null);
  const today = getLocalToday();
  useSearchFormStartup();

  // Not React.lazy: its Suspense fallback would mount new placeholder inputs and drop what is being
  // typed. The swap happens in one render, once the code is here (it is loaded once and cached) and
  // no tap is under way; the code may arrive late on a slow phone, so where focus is at that moment
  // decides what it carries on.
  const enhance = useCallback(() => {
    void loadSearchWidgets().then((module) =>
      runAfterPointer(() => {
        settleWidgetIntent(document.activeElement);
        setSearchWidgets(() => module.SearchWidgets);
      }),
    );
  }, []);
  useEffect(() => watchPointerGestures(document), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateSearchForm(form, today);
    setErrors(problems);
    const path = buildResultsPath(form);
    if (problems.length > 0 || !path) return;
    navigate(localizePath(path, locale));
  }

  const widgetProps: SearchWidgetsProps = {
    origin,
    destination,
    originCode: form.origin?.airportCode ?? null,
    destinationCode: form.destination?.airportCode ?? null,
    // A text sent that named no airport stays in its field, as typed.
    originText: sent && !sent.origin ? sent.typed.origin : '',
    destinationText: sent && !sent.destination ? sent.typed.destination : '',
    originErrorIds: describeAirport('origin'),
    destinationErrorIds: describeAirport('destination'),
    roundTrip: form.tripType === '2',
    departureDate: form.departureDate,
    returnDate: form.returnDate,
    today,
    passengers: form.passengers,
    cabin: form.cabinClass,
    currencyCode: form.currencyCode,
    onOrigin: state.setOrigin,
    onDestination: state.setDestination,
    onSwap: state.swapAirports,
    onDates: state.setDates,
    onPassengers: state.setPassengers,
    onCabin: (cabin) => state.setCabin(cabin as SearchFormValue['cabinClass']),
    onCurrency: (code) => state.setCurrency(code, true),
  };

  return (
    <form
      method="get"
      action={pathname}
      className={styles.form}
      aria-label={t('form.label')}
      onSubmit={submit}
      noValidate
      onPointerEnter={enhance}
      onTouchStart={enhance}
    >
      <fieldset className={styles.tripType}>
        <legend className={fieldStyles.label}>{t('form.tripType')}</legend>
        {(['2', '1'] as const).map((type) => (
          <label key={type} className={styles.tripOption}>
            <input
              type="radio"
              name="tripType"
              value={type}
              checked={form.tripType === type}
              onChange={() => state.setTripType(type)}
            />
            <span>{type === '2' ? t('form.roundTrip') : t('form.oneWay')}</span>
          </label>
        ))}
      </fieldset>

      {SearchWidgets ? (
        <SearchWidgets {...widgetProps} />
      ) : (
        <>
          <SearchWidgetsShell {...widgetProps} onIntent={enhance} />
          <NativeSearchFields
            departureDate={form.departureDate}
            returnDate={form.returnDate}
            today={today}
            passengers={form.passengers}
            cabin={form.cabinClass}
            // The currency script would start with, when the visitor has not chosen one.
            currencyCode={currencyChosen ? form.currencyCode : getDefaultCurrency(locale, location)}
          />
        </>
      )}

      <fieldset className={styles.fareFlags}>
        <legend className={fieldStyles.label}>{t('form.fareOptions')}</legend>
        {FARE_FLAGS.map((flag) => (
          <label key={flag} className={styles.fareFlag}>
            <input
              type="checkbox"
              name={FARE_FLAG_PARAMS[flag]}
              value="1"
              checked={form[flag]}
              onChange={(event) => state.setFareFlag(flag, event.target.checked)}
            />
            <span>{t(`form.${flag}`)}</span>
          </label>
        ))}
      </fieldset>

      {errors.length > 0 && (
        <div
          className={styles.errors}
          role="alert"
          // A page answering a search sent without script opens on its problems.
          tabIndex={errorsFromServer ? -1 : undefined}
          // biome-ignore lint/a11y/noAutofocus: without script only the browser can move the focus to the problems
          autoFocus={errorsFromServer}
        >
          <p className={styles.errorsTitle}>{t('form.errorsTitle')}</p>
          <ul>
            {errors.map((error) => (
              <li key={error} id={errorId(error)}>
                {t(`form.errors.${error}`, {
                  term: error === 'destination-not-found' ? sent?.typed.destination : sent?.typed.origin,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      <button
        type="submit"
        className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.submit)}
      >
        {t('form.submit')}
      </button>
    </form>
  );
}
