import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ConfirmedBooking } from '../features/booking/booking.types';
import { BookingDetails } from '../features/booking/booking-details';
import { type FoundBooking, readFoundBooking } from '../features/my-journey/my-journey-booking';
import { useMyJourneyTranslation } from '../features/my-journey/use-my-journey-translation';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';

/** The booking found in My Journey; without one (a fresh tab, say) back to the lookup form. */
export default function MyJourneyBookingDetailPage() {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<FoundBooking | null>(null);
  useEffect(() => {
    const found = readFoundBooking(location.state);
    if (found) setBooking(found);
    else navigate(localizePath('/user/my-journey', locale), { replace: true });
  }, [location.state, locale, navigate]);
  return (
    <article className="page my-journey">
      <title>{t('site.documentTitle', { ns: 'common', title: t('detailTitle') })}</title>
      <h1>{t('detailTitle')}</h1>
      {booking && <BookingDetails booking={booking as unknown as ConfirmedBooking} />}
      <Link className="button" to={localizePath('/user/my-journey', locale)}>
        {t('another')}
      </Link>
    </article>
  );
}
