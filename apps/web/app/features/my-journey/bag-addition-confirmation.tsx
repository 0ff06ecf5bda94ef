import type { Booking } from '@travel/contract/bookings';
import { Link } from 'react-router';
import { formatMoneyAmount } from '../../lib/format-money';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { useMyJourneyTranslation } from './use-my-journey-translation';

/**
 * The confirmation of bags added after booking: the purchase's own code, the booking they were added
 * to, the bags per traveller and direction, what was paid and charged in USD, and My Journey.
 */
export function BagAdditionConfirmation({ booking }: { booking: Booking }) {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  const addition = booking.bagAddition;
  const formatLocale = useFormatLocale();
  const money = (value: { amount: number; currency: string }) => formatMoneyAmount(value, formatLocale);
  const original = addition?.bookingReferenceId ?? '';
  const journey = (type: 'onward' | 'return') => t(`bags.page.${type}`);
  return (
    <div data-testid="bag-addition-confirmation">
      <title>{t('site.documentTitle', { ns: 'common', title: t('bags.confirm.title') })}</title>
      <h1>{t('bags.confirm.title')}</h1>
      <p role="status">{t('bags.confirm.note', { email: booking.contact.email })}</p>
      <p>
        {t('bags.confirm.reference')}:{' '}
        <strong data-testid="bag-addition-reference">{booking.referenceId}</strong>
      </p>
      <p>{t('bags.confirm.booking', { reference: original })}</p>
      <h2>{t('bags.page.bags')}</h2>
      <ul data-testid="bag-addition-items">
        {(addition?.bags ?? []).map((item) => {
          const traveller = booking.passenger.find((p) => p.travelerId === item.travelerId);
          const leg = booking.itinerary.find((l) => l.journeyType === item.journeyType)?.segments ?? [];
          return (
            <li key={`${item.travelerId}-${item.journeyType}`}>
              {t('bags.page.quantity', {
                name: traveller ? `${traveller.firstName} ${traveller.lastName}` : item.travelerId,
                journey: journey(item.journeyType),
                route: `${leg[0]?.from ?? ''}–${leg[leg.length - 1]?.to ?? ''}`,
              })}
              : {t('bags.added', { count: item.quantity })}
            </li>
          );
        })}
      </ul>
      <p>{t('bags.confirm.paid', { total: money(booking.totalPaid), usd: money(booking.charged) })}</p>
      <Link
        className={buttonStyles.button}
        to={`${localizePath('/user/my-journey', locale)}?reference=${original}`}
      >
        {t('bags.confirm.myJourney')}
      </Link>
    </div>
  );
}
