import { useTranslation } from 'react-i18next';
import { getDayOffset } from '../../lib/day-offset';
import { formatLocalTime } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-money';
import { useLocale } from '../../lib/use-locale';
import type { OfferCardItinerary, OfferCardModel } from './offer-card-model';

function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation('results');
  return <>{t('card.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</>;
}

function ItineraryRow({ itinerary, label }: { itinerary: OfferCardItinerary; label: string }) {
  const { t } = useTranslation('results');
  const nextDays = getDayOffset(itinerary.departureAt, itinerary.arrivalAt);
  return (
    <div className="itinerary">
      <p className="itinerary__label">
        {label} · {itinerary.carrierNames.join(', ')}
      </p>
      <div className="itinerary__times">
        <p className="itinerary__point">
          <span className="visually-hidden">{t('card.departs')} </span>
          <time className="itinerary__time">{formatLocalTime(itinerary.departureAt)}</time>
          <span className="itinerary__airport">{itinerary.from}</span>
        </p>
        <div className="itinerary__path" aria-hidden="false">
          <span className="itinerary__duration">
            <span className="visually-hidden">{t('card.durationLabel')}: </span>
            <Duration minutes={itinerary.durationMinutes} />
          </span>
          <span className="itinerary__line" aria-hidden="true" />
          <span className={`itinerary__stops${itinerary.stops === 0 ? ' itinerary__stops--direct' : ''}`}>
            {itinerary.stops === 0 ? t('card.direct') : t('card.stops', { count: itinerary.stops })}
            {itinerary.via.length > 0 && <> {t('card.via', { airports: itinerary.via.join(', ') })}</>}
          </span>
        </div>
        <p className="itinerary__point itinerary__point--end">
          <span className="visually-hidden">{t('card.arrives')} </span>
          <time className="itinerary__time">
            {formatLocalTime(itinerary.arrivalAt)}
            {nextDays > 0 && (
              <sup className="itinerary__next-day">{t('card.nextDay', { count: nextDays })}</sup>
            )}
          </time>
          <span className="itinerary__airport">{itinerary.to}</span>
        </p>
      </div>
    </div>
  );
}

type OfferCardProps = {
  offer: OfferCardModel;
  onSelect: (offer: OfferCardModel) => void;
  busy: boolean;
};

/** One offer: times and airports per direction, duration, stops, carrier, prices, bags, fare badges. */
export function OfferCard({ offer, onSelect, busy }: OfferCardProps) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const total = formatAmount(offer.total, locale);
  const headingId = `offer-${offer.id}`;
  return (
    <article className="offer-card" aria-labelledby={headingId} data-carrier={offer.carrierCode}>
      <h3 id={headingId} className="visually-hidden">
        {t('card.flightLabel', { carrier: offer.carrierName, price: total })}
      </h3>
      <div className="offer-card__itineraries">
        {offer.itineraries.map((itinerary, index) => (
          <ItineraryRow
            key={`${itinerary.from}-${itinerary.departureAt}`}
            itinerary={itinerary}
            label={index === 0 ? t('card.outbound') : t('card.inbound')}
          />
        ))}
        <ul className="offer-card__features">
          <li>
            {offer.includedBags === null
              ? t('card.bagsUnknown')
              : t('card.bags', { count: offer.includedBags })}
          </li>
          {offer.refundable && <li className="badge badge--ok">{t('card.refundable')}</li>}
          {offer.noPenalty && <li className="badge badge--ok">{t('card.noPenalty')}</li>}
        </ul>
      </div>
      <div className="offer-card__price">
        {offer.perAdult && (
          <p className="offer-card__per-adult">
            <span className="offer-card__price-label">{t('card.perAdult')}</span>
            <span className="offer-card__amount" data-testid="price-per-adult">
              {formatAmount(offer.perAdult, locale)}
            </span>
          </p>
        )}
        <p className="offer-card__total">
          <span className="offer-card__price-label">{t('card.total', { count: offer.travellers })}</span>
          <span className="offer-card__total-amount" data-testid="price-total">
            {total}
          </span>
        </p>
        <button
          type="button"
          className="button button--primary offer-card__select"
          aria-label={t('card.selectLabel', { carrier: offer.carrierName, price: total })}
          disabled={busy}
          onClick={() => onSelect(offer)}
        >
          {busy ? t('card.selecting') : t('card.select')}
        </button>
      </div>
    </article>
  );
}
