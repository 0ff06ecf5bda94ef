import type { Booking } from '@travel/contract/bookings';
import { formatIsoDate, formatLocalTime } from '../../lib/format-date';
import { formatMoneyAmount } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { AirlineName } from '../../ui/airline-mark';
import { HotelStayDetails } from './hotel-stay-details';
import { useBookingTranslation } from './use-booking-translation';

/** A booking: reference, state, travellers, itinerary, bags, billed-to and amounts. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { t } = useBookingTranslation();
  const formatLocale = useFormatLocale();
  const billing = booking.billingInformation;
  const bags = booking.additionalServices.baggages.filter((bag) => bag.quantity > 0);
  // A hotel booking (decision 013): its room and stay instead of the itinerary and bags.
  const hotel = booking.productType === 'hotel' ? booking.hotel : undefined;
  const show = (amount: Booking['charged']) => formatMoneyAmount(amount, formatLocale);
  const display = booking.amounts.display;
  return (
    <div className="booking-details">
      <dl className="booking-details__facts">
        <dt>{t('confirm.reference')}</dt>
        <dd className="booking-details__reference" data-testid="booking-reference">
          {booking.referenceId}
        </dd>
        <dt>{t('confirm.status')}</dt>
        <dd data-testid="booking-status">{t(`confirm.statuses.${booking.status}`)}</dd>
        {booking.flightOrder ? (
          <>
            <dt>{t('confirm.airlineReference')}</dt>
            <dd>{booking.flightOrder.reference}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="details-travellers">
        <h2 id="details-travellers">{hotel ? t('hotel.guests') : t('confirm.travellers')}</h2>
        <ul>
          {booking.passenger.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: passengers have no other stable key here
            <li key={i}>
              {[p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')} ·{' '}
              {t(`travellers.type.${p.type}`)}
            </li>
          ))}
        </ul>
      </section>
      {hotel && <HotelStayDetails hotel={hotel} />}
      {!hotel && (
        <section aria-labelledby="details-itinerary">
          <h2 id="details-itinerary">{t('itinerary')}</h2>
          {booking.itinerary.map((leg) => (
            <div key={leg.journeyType}>
              <h3>{leg.journeyType === 'onward' ? t('outbound') : t('inbound')}</h3>
              <ul className="booking-details__segments">
                {leg.segments.map((s) => (
                  <li
                    key={`${s.carrierCode}${s.number}${s.departureAt}`}
                    className="booking-details__segment"
                  >
                    <AirlineName code={s.carrierCode} name={s.carrierName} />{' '}
                    {t('confirm.segment', {
                      carrier: s.carrierCode,
                      number: s.number,
                      from: s.from,
                      to: s.to,
                      date: formatIsoDate(s.departureAt.slice(0, 10), formatLocale),
                      departure: formatLocalTime(s.departureAt),
                      arrival: formatLocalTime(s.arrivalAt),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {bags.length > 0 && (
        <section aria-labelledby="details-bags">
          <h2 id="details-bags">{t('confirm.bags')}</h2>
          <ul>
            {bags.map((bag) => (
              <li key={bag.journeyType}>
                {t('confirm.bagLine', {
                  count: bag.quantity,
                  direction: bag.journeyType === 'onward' ? t('outbound') : t('inbound'),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="details-billing">
        <h2 id="details-billing">{t('confirm.billedTo')}</h2>
        <p>
          {billing.cardHolderName}
          <br />
          {billing.addressLine1}, {billing.city}
          {billing.region ? `, ${billing.region}` : ''} {billing.postCode ?? ''}
          <br />
          {billing.country.name}
        </p>
      </section>
      <section aria-labelledby="details-total">
        <h2 id="details-total">{t('confirm.totalPaid')}</h2>
        {/* What the total was made of, as the checkout and the e-mail showed it. */}
        <dl className="price-breakdown__lines" data-testid="booking-breakdown">
          <dt>{hotel ? t('hotel.stay') : t('breakdown.offer')}</dt>
          <dd>{show(display.offer)}</dd>
          {display.bags.amount > 0 && (
            <>
              <dt>{t('breakdown.bags')}</dt>
              <dd>{show(display.bags)}</dd>
            </>
          )}
          <dt>{t('breakdown.fees')}</dt>
          <dd>{show(display.fees)}</dd>
          <dt className="price-breakdown__total">{t('breakdown.total')}</dt>
          <dd className="price-breakdown__total booking-details__total" data-testid="booking-total">
            {show(booking.totalPaid)}
          </dd>
        </dl>
        <p>{t('confirm.charged', { amount: show(booking.charged) })}</p>
      </section>
    </div>
  );
}
