import { BookingLookupForm } from '../features/my-journey/booking-lookup-form';
import { useMyJourneyTranslation } from '../features/my-journey/use-my-journey-translation';

/** My Journey's lookup form; it posts to the booking detail page, which looks the booking up. */
export default function MyJourneyPage() {
  const { t } = useMyJourneyTranslation();
  return (
    <article className="page my-journey">
      <title>{t('site.documentTitle', { ns: 'common', title: t('title') })}</title>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <BookingLookupForm />
    </article>
  );
}
