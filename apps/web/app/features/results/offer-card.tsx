import { getLocalDayOffset } from '@travel/domain/offers';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { formatLocalTime } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-money';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import styles from './offer-card.module.css';
import type { OfferCardItinerary, OfferCardModel } from './offer-card-model';

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
  onSelect: (offer: OfferCardModel) => void;
  busy: boolean;
  selectForm: OfferSelectForm;
};

/** One offer: times and airports per direction, duration, stops, carrier, prices, bags, fare badges. */
export function OfferCard({ offer, onSelect, busy, selectForm }: OfferCardProps) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const total = formatAmount(offer.total, locale);
  const headingId = `offer-${offer.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-carrier={offer.carrierCode}>
      <h3 id={headingId} className="visually-hidden">
        {t('card.flightLabel', { carrier: offer.carrierName, price: total })}
      </h3>
      <div className={styles.itineraries}>
        {offer.itineraries.map((itinerary, index) => (
          <ItineraryRow
            key={`${itinerary.from}-${itinerary.departureAt}`}
            itinerary={itinerary}
            label={index === 0 ? t('card.outbound') : t('card.inbound')}
          />
        ))}
        <ul className={styles.features}>
          <li>
            {offer.includedBags === null
              ? t('card.bagsUnknown')
              : t('card.bags', { count: offer.includedBags })}
          </li>
          {offer.refundable && <li className={styles.badge}>{t('card.refundable')}</li>}
          {offer.noPenalty && <li className={styles.badge}>{t('card.noPenalty')}</li>}
        </ul>
      </div>
      <div className={styles.price}>
        {offer.perAdult && (
          <p className={styles.perAdult}>
            <span className={styles.priceLabel}>{t('card.perAdult')}</span>
            <span className={styles.amount} data-testid="price-per-adult">
              {formatAmount(offer.perAdult, locale)}
            </span>
          </p>
        )}
        <p className={styles.total}>
          <span className={styles.priceLabel}>{t('card.total', { count: offer.travellers })}</span>
          <span className={styles.totalAmount} data-testid="price-total">
            {total}
          </span>
        </p>
        <form
          method="post"
          action={selectForm.action}
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
            className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.select)}
            aria-label={t('card.selectLabel', { carrier: offer.carrierName, price: total })}
            disabled={busy}
          >
            {busy ? t('card.selecting') : t('card.select')}
          </button>
        </form>
      </div>
    </article>
  );
}
