import type { ImportantNote } from '@travel/domain/booking';
import { useBookingTranslation } from './use-booking-translation';

/** Spec §9: the notes that apply to what is being paid for, just before Pagar. */
export function ImportantInformation({ notes }: { notes: readonly ImportantNote[] }) {
  const { t } = useBookingTranslation();
  return (
    <section className="booking-section important-information" aria-labelledby="important-title">
      <h2 id="important-title">{t('important.title')}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note}>{t(`important.${note}`)}</li>
        ))}
      </ul>
    </section>
  );
}
