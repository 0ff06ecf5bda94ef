import type { HotelLineView } from '@travel/contract/hotels';
import { formatIsoDate } from '../../lib/format-date';
import { formatLocalDateTime } from '../../lib/format-local-date-time';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { useBookingTranslation } from './use-booking-translation';

/**
 * The hotel line of a cart or a booking (trip summary, confirmation, My Journey): hotel, room, board,
 * dates, guests and cancellation, the free-cancellation deadline included wherever it is shown.
 */
export function HotelStayDetails({
  hotel,
  headingLevel = 2,
}: {
  hotel: HotelLineView;
  headingLevel?: 2 | 3;
}) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { stay, cancellation } = hotel;
  const freeUntil = cancellation.freeCancellation && cancellation.deadline;
  return (
    <section className="trip-summary hotel-stay" aria-labelledby="hotel-stay-title">
      <Heading id="hotel-stay-title">
        {t('hotel.title')}: {hotel.name}
      </Heading>
      <p>{[...hotel.address.lines, hotel.address.cityName].join(', ')}</p>
      <dl className="booking-details__facts" data-testid="hotel-stay">
        <dt>{t('hotel.room')}</dt>
        <dd>
          {hotel.room.name} · {hotel.room.beds}
        </dd>
        <dt>{t('hotel.board')}</dt>
        <dd>{t(`hotel.boards.${hotel.boardType}`)}</dd>
        <dt>{t('hotel.dates')}</dt>
        <dd>
          {t('hotel.datesValue', {
            startDate: formatIsoDate(stay.checkInDate, formatLocale),
            endDate: formatIsoDate(stay.checkOutDate, formatLocale),
            nights: t('hotel.nights', { count: stay.nights }),
          })}
          <br />
          {t('hotel.checkTimes', { checkIn: hotel.policies.checkIn, checkOut: hotel.policies.checkOut })}
        </dd>
        <dt>{t('hotel.guests')}</dt>
        <dd>
          {t('hotel.guestsValue', {
            adults: t('hotel.adults', { count: stay.adults }),
            children: t('hotel.children', { count: stay.children }),
            rooms: t('hotel.rooms', { count: stay.rooms.length }),
          })}
        </dd>
        <dt>{t('hotel.cancellation')}</dt>
        <dd data-testid="hotel-cancellation">
          {freeUntil
            ? t('hotel.freeUntil', { date: formatLocalDateTime(cancellation.deadline ?? '', locale) })
            : t('hotel.nonRefundable')}
          {cancellation.description ? (
            <>
              <br />
              {cancellation.description}
            </>
          ) : null}
        </dd>
        {hotel.confirmationNumber && (
          <>
            <dt>{t('hotel.confirmationNumber')}</dt>
            <dd>{hotel.confirmationNumber}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
