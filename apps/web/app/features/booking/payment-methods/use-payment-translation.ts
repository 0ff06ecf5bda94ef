import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../../lib/i18n';
import enBooking from '../../../locales/en/booking.json';
import esBooking from '../../../locales/es/booking.json';
import ptBooking from '../../../locales/pt/booking.json';

// The awaiting-payment page loads without the rest of the booking feature: it registers the same bundle.
registerTranslations('booking', { es: esBooking, en: enBooking, pt: ptBooking });

/** The payment methods' strings (the booking namespace's `methods` and `awaiting`). */
export function usePaymentTranslation() {
  return useTranslation('booking');
}
