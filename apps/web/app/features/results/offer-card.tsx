import type { OfferCardItinerary, OfferCardModel } from '@travel/domain/flight-results';
import { getLocalDayOffset } from '@travel/domain/offers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { formatLocalTime } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { AirlineMark } from '../../ui/airline-mark';
import buttonStyles from '../../ui/button.module.css';
import styles from './offer-card.module.css';

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation('results');
  return <>{t('card.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}

function ItineraryRow({ itinerary, label }: { itinerary: OfferCardItinerary; label: string }) {
  const { t } = useTranslation('results');
  const nextDays = getLocalDayOffset(itinerary.departureAt, itinerary.arrivalAt);
  return (
    <div>
      <p className={styles.label}>
        {label} · {itinerary.carrierNames.join(', ')}
      </p>
      <div className={styles.times}>
        <p className={styles.point}>
          <span className="visually-hidden">{t('card.departs')} </span>
          <time className={styles.time}>{formatLocalTime(itinerary.departureAt)}</time>
          <span className={styles.airport}>{itinerary.from}</span>
        </p>
        <div className={styles.path} aria-hidden="false">
          <span>
            <span className="visually-hidden">{t('card.durationLabel')}: </span>
            <Duration minutes={itinerary.durationMinutes} />
          </span>
          <span className={styles.line} aria-hidden="true" />
          <span className={joinClassNames(styles.stops, itinerary.stops === 0 && styles.direct)}>
            {itinerary.stops === 0 ? t('card.direct') : t('card.stops', { count: itinerary.stops })}
            {itinerary.via.length > 0 && <> {t('card.via', { airports: itinerary.via.join(', ') })}</>}
          </span>
        </div>
        <p className={joinClassNames(styles.point, styles.pointEnd)}>
          <span className="visually-hidden">{t('card.arrives')} </span>
          <time className={styles.time}>
            {formatLocalTime(itinerary.arrivalAt)}
            {nextDays > 0 && <sup className={styles.nextDay}>{t('card.nextDay', { count: nextDays })}</sup>}
          </time>
          <span className={styles.airport}>{itinerary.to}</span>
        </p>
      </div>
    </div>
  );
}

/**
 * Where "Seleccionar" posts without script (before the page's script loads, or with none): the trip
 * summary's action, with the offer's id added to these fields. With script `onSelect` runs instead.
 */
export type OfferSelectForm = { action: string; fields: Record<string, string> };

type OfferCardProps = {
  offer: OfferCardModel;
  /**
   * 'select': the offer is chosen ("Seleccionar"). 'outbound': step one of a round trip, the card is
   * one outbound with its "desde" price and a link to its returns.
   */
  mode?: 'select' | 'outbound';
  /** The itineraries shown: all of them, only the outbound (step one) or only the return (step two). */
  show?: 'all' | 'outbound' | 'return';
  /** Step one's link to the returns of this outbound. */
  chooseHref?: string;
  onSelect: (offer: OfferCardModel) => void;
  busy: boolean;
  selectForm: OfferSelectForm;
};

function IncludedBagsList({ offer }: { offer: OfferCardModel }) {
  const { t } = useTranslation('results');
  const { bags } = offer;
  const line = (included: boolean | null, text: string) => (
    <li className={included ? styles.bagIncluded : styles.bagExcluded}>
      <span aria-hidden="true">{included ? '✓' : included === false ? '✕' : '?'}</span> {text}
    </li>
  );
  return (
    <ul className={styles.bags} aria-label={t('card.bagsLabel')}>
      {line(true, t('card.personalItem'))}
      {line(
        bags.carryOn === null ? null : bags.carryOn > 0,
        bags.carryOn === null
          ? t('card.carryOnUnknown')
          : bags.carryOn > 0
            ? t('card.carryOn')
            : t('card.carryOnNotIncluded'),
      )}
      {line(
        bags.checked === null ? null : bags.checked > 0,
        bags.checked === null ? t('card.bagsUnknown') : t('card.bags', { count: bags.checked }),
      )}
    </ul>
  );
}

/** One offer: carrier, times and airports per direction, duration, stops, bags, all-in prices. */
export function OfferCard({
  offer,
  mode = 'select',
  show = 'all',
  chooseHref,
  onSelect,
  busy,
  selectForm,
}: OfferCardProps) {
  const { t } = useTranslation('results');
  const formatLocale = useFormatLocale();
  const total = formatAmount(offer.total, formatLocale);
  const headingId = `offer-${offer.id}`;
  const shown = offer.itineraries
    .map((itinerary, index) => ({ itinerary, index }))
    .filter(({ index }) => show === 'all' || (show === 'outbound' ? index === 0 : index === 1));
  // Said after the carrier and price in the card's name and its button's: two flights of one airline
  // at one price (common) are then told apart by ear, by their times and stops.
  const schedule = shown
    .map(({ itinerary }) =>
      t('card.scheduleLabel', {
        departure: formatLocalTime(itinerary.departureAt),
        arrival: formatLocalTime(itinerary.arrivalAt),
        stops: (itinerary.stops === 0
          ? t('card.direct')
          : t('card.stops', { count: itinerary.stops })
        ).toLowerCase(),
      }),
    )
    .join('; ');
  const named = (label: string) => `${label}, ${schedule}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-carrier={offer.carrierCode}>
      <h3 id={headingId} className="visually-hidden">
        {named(t('card.flightLabel', { carrier: offer.carrierName, price: total }))}
      </h3>
      <div className={styles.itineraries}>
        <p className={styles.carrier}>
          <AirlineMark code={offer.carrierCode} />
          <span>{offer.carrierName}</span>
        </p>
        {shown.map(({ itinerary, index }) => (
          <ItineraryRow
            key={`${itinerary.from}-${itinerary.departureAt}`}
            itinerary={itinerary}
            label={index === 0 ? t('card.outbound') : t('card.inbound')}
          />
        ))}
        <IncludedBagsList offer={offer} />
        {(offer.refundable || offer.noPenalty) && (
          <ul className={styles.features}>
            {offer.refundable && <li className={styles.badge}>{t('card.refundable')}</li>}
            {offer.noPenalty && <li className={styles.badge}>{t('card.noPenalty')}</li>}
          </ul>
        )}
      </div>
      <div className={styles.price}>
        {offer.perAdult && (
          <p className={styles.perAdult}>
            <span className={styles.priceLabel}>
              {mode === 'outbound' ? t('card.perAdultFrom') : t('card.perAdult')}
            </span>
            <span className={styles.amount} data-testid="price-per-adult">
              {formatAmount(offer.perAdult, formatLocale)}
            </span>
          </p>
        )}
        <p className={styles.total}>
          <span className={styles.priceLabel}>
            {mode === 'outbound'
              ? t('card.totalRoundTripFrom', { count: offer.travellers })
              : t('card.total', { count: offer.travellers })}
          </span>
          <span className={styles.totalAmount} data-testid="price-total">
            {total}
          </span>
        </p>
        <p className={styles.allIn}>{t('card.allIn')}</p>
        {mode === 'outbound' && chooseHref ? (
          <Link
            className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.select)}
            to={chooseHref}
            aria-label={named(t('card.chooseOutboundLabel', { carrier: offer.carrierName, price: total }))}
          >
            {t('card.chooseOutbound')}
          </Link>
        ) : (
          <form
            method="post"
            action={selectForm.action}
            className={styles.select}
            onSubmit={(event) => {
              event.preventDefault();
              onSelect(offer);
            }}
          >
            {Object.entries(selectForm.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="offerId" value={offer.id} />
            <button
              type="submit"
              className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.selectButton)}
              aria-label={named(t('card.selectLabel', { carrier: offer.carrierName, price: total }))}
              disabled={busy}
            >
              {busy ? t('card.selecting') : t('card.select')}
            </button>
          </form>
        )}
      </div>
    </article>
  );
}

/** Step two of a round trip: the outbound chosen, above its returns, with a way back to step one. */
export function ChosenOutbound({ offer, changeHref }: { offer: OfferCardModel; changeHref: string }) {
  const { t } = useTranslation('results');
  const [outbound] = offer.itineraries;
  return (
    <section className={styles.chosen} aria-labelledby="chosen-outbound">
      <div className={styles.chosenHeader}>
        <h2 id="chosen-outbound" className={styles.chosenTitle}>
          {t('chosen.title')}
        </h2>
        <Link to={changeHref} aria-label={t('chosen.changeLabel')}>
          {t('chosen.change')}
        </Link>
      </div>
      <p className={styles.carrier}>
        <AirlineMark code={offer.carrierCode} size={24} />
        <span>{offer.carrierName}</span>
      </p>
      {outbound && <ItineraryRow itinerary={outbound} label={t('card.outbound')} />}
    </section>
  );
}
