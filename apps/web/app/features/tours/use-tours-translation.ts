import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enContent from '../../locales/en/content.json';
import esContent from '../../locales/es/content.json';
import ptContent from '../../locales/pt/content.json';

// The tours' strings sit under "tours" in the content pages' files (as the gallery's do): a feature
// never imports another, so it registers that namespace itself; registering twice changes nothing.
registerTranslations('content', { es: esContent, en: enContent, pt: ptContent });

/** The tour pages' strings: `t('days')` is `tours.days` of the content namespace. */
export function useToursTranslation() {
  return useTranslation('content', { keyPrefix: 'tours' });
}
