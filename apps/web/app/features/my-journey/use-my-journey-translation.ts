import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enMyJourney from '../../locales/en/my-journey.json';
import esMyJourney from '../../locales/es/my-journey.json';
import ptMyJourney from '../../locales/pt/my-journey.json';

registerTranslations('my-journey', { es: esMyJourney, en: enMyJourney, pt: ptMyJourney });

/** My Journey's strings, loaded with its pages only. */
export function useMyJourneyTranslation() {
  return useTranslation('my-journey');
}
