import type { TourDeparture } from '@travel/contract/content';
import { Form } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { formatIsoDate } from '../../lib/format-date';
import { useFormatLocale } from '../../lib/use-format-locale';
import buttonStyles from '../../ui/button.module.css';
import { InputField, NativeSelectField } from '../../ui/form-field';
import styles from './tours.module.css';
import { useToursTranslation } from './use-tours-translation';

/** The query names the page's loader reads to send the visitor on to flight results. */
export const TOUR_FLIGHT_ORIGIN_PARAM = 'vueloDesde';
export const TOUR_FLIGHT_DATE_PARAM = 'vueloSalida';

/**
 * "Search flights to <airport>": a GET form to the page itself (works without script); its loader
 * redirects to the flight results pre-filled for the chosen departure, or shows `error` here.
 */
export function TourFlightSearch({
  airport,
  departures,
  error,
  origin,
}: {
  airport: string;
  departures: readonly TourDeparture[];
  error: boolean;
  origin: string;
}) {
  const { t } = useToursTranslation();
  const formatLocale = useFormatLocale();
  return (
    <section className={styles.section} aria-labelledby="tour-flights">
      <h2 id="tour-flights">{t('flights.title', { airport })}</h2>
      <p>{t('flights.intro', { airport })}</p>
      <Form method="get" className={styles.flightForm} aria-labelledby="tour-flights">
        <InputField
          id="tour-flight-origin"
          name={TOUR_FLIGHT_ORIGIN_PARAM}
          label={t('flights.origin')}
          hint={t('flights.originHint')}
          maxLength={3}
          autoComplete="off"
          defaultValue={origin}
          error={error ? t('flights.originError', { airport }) : null}
          required
        />
        {departures.length > 0 && (
          <NativeSelectField
            id="tour-flight-date"
            name={TOUR_FLIGHT_DATE_PARAM}
            label={t('flights.departure')}
            options={departures.map((departure) => ({
              value: departure.date,
              label: formatIsoDate(departure.date, formatLocale),
            }))}
          />
        )}
        <div>
          <button type="submit" className={joinClassNames(buttonStyles.button, buttonStyles.primary)}>
            {t('flights.submit', { airport })}
          </button>
        </div>
      </Form>
    </section>
  );
}
