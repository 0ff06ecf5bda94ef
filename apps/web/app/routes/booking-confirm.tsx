import { useEffect, useState } from 'react';
import { Link, redirect } from 'react-router';
import { BookingDetails } from '../features/booking/booking-details';
import { rehydrateBookingDraft, useBookingDraftStore } from '../features/booking/booking-draft.store';
import { useBookingTranslation } from '../features/booking/use-booking-translation';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/booking-confirm';

/**
 * Spec §2: opening the confirmation with no previous navigation goes to the home page. A request
 * that reaches the server for this page is exactly that (typed URL, bookmark, reload), because
 * in-app navigations run `clientLoader` below and never call this loader.
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/', getRequestLocale(request)));
}

export function clientLoader() {
  return null;
}

export default function BookingConfirmPage() {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const booking = useBookingDraftStore((s) => s.booking);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(rehydrateBookingDraft()).then(() => setReady(true));
  }, []);
  return (
    <article className="page booking-confirm">
      <title>
        {t('site.documentTitle', {
          ns: 'common',
          title: booking ? t('confirm.title') : t('confirm.pageTitle'),
        })}
      </title>
      <h1>{booking ? t('confirm.title') : t('confirm.pageTitle')}</h1>
      {booking ? (
        <>
          <p>{t('confirm.email', { email: booking.contact.email })}</p>
          <BookingDetails booking={booking} />
          <button type="button" className="button button--primary no-print" onClick={() => window.print()}>
            {t('confirm.print')}
          </button>
        </>
      ) : (
        ready && (
          <>
            <p>{t('confirm.empty')}</p>
            <Link className="button" to={localizePath('/', locale)}>
              {t('confirm.home')}
            </Link>
          </>
        )
      )}
    </article>
  );
}
