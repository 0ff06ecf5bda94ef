import { Link } from 'react-router';
import { BookingDetails } from '../features/booking/booking-details';
import { ConfirmationNextSteps } from '../features/booking/confirmation-next-steps';
import { BookingBagsPanel } from '../features/my-journey/booking-bags-panel';
import { BookingLookupForm } from '../features/my-journey/booking-lookup-form';
import {
  BookingSelfService,
  CancellationPanel,
  SelfServiceNoticeBanner,
} from '../features/my-journey/booking-self-service';
import { myJourneyAction } from '../features/my-journey/booking-self-service.server';
import { useMyJourneyTranslation } from '../features/my-journey/use-my-journey-translation';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/my-journey-booking-detail';

/**
 * The lookup form's POST (the booking for that code and e-mail, looked up on the server) and the
 * booking's self-service forms, which carry the same code and e-mail.
 */
export function action({ request }: Route.ActionArgs) {
  return myJourneyAction(request);
}

/**
 * The booking found in My Journey. Opened without a lookup (a fresh tab, a bookmark) or when the
 * lookup found nothing, it is the lookup form again, with what was typed and why.
 */
export default function MyJourneyBookingDetailPage({ actionData }: Route.ComponentProps) {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  if (!actionData || !('booking' in actionData)) {
    return (
      <article className="page my-journey">
        <title>{t('site.documentTitle', { ns: 'common', title: t('title') })}</title>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <BookingLookupForm lastResult={actionData?.lastResult} lookupError={actionData?.lookupError} />
      </article>
    );
  }
  return (
    <article className="page my-journey">
      <title>{t('site.documentTitle', { ns: 'common', title: t('detailTitle') })}</title>
      <h1>{t('detailTitle')}</h1>
      {'notice' in actionData && actionData.notice && (
        <SelfServiceNoticeBanner notice={actionData.notice} booking={actionData.booking} />
      )}
      <BookingDetails booking={actionData.booking} />
      <ConfirmationNextSteps booking={actionData.booking} />
      {'bags' in actionData && actionData.bags && (
        <BookingBagsPanel booking={actionData.booking} bags={actionData.bags} />
      )}
      <BookingSelfService booking={actionData.booking} />
      {'cancellation' in actionData && actionData.cancellation && (
        <CancellationPanel booking={actionData.booking} panel={actionData.cancellation} />
      )}
      <Link className="button" to={localizePath('/user/my-journey', locale)}>
        {t('another')}
      </Link>
    </article>
  );
}
