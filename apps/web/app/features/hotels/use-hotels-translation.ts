import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enHotels from '../../locales/en/hotels.json';
import esHotels from '../../locales/es/hotels.json';
import ptHotels from '../../locales/pt/hotels.json';

registerTranslations('hotels', { es: esHotels, en: enHotels, pt: ptHotels });

/** The hotel pages' strings, loaded with the hotel code only (the home page's form uses `search`). */
export function useHotelsTranslation() {
  return useTranslation('hotels');
}
