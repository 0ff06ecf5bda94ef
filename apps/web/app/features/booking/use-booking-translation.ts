import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enBooking from '../../locales/en/booking.json';
import esBooking from '../../locales/es/booking.json';
import ptBooking from '../../locales/pt/booking.json';

registerTranslations('booking', { es: esBooking, en: enBooking, pt: ptBooking });

/** The booking pages' strings, loaded with the booking code only. */
export function useBookingTranslation() {
  return useTranslation('booking');
}
