import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enContent from '../../locales/en/content.json';
import esContent from '../../locales/es/content.json';
import ptContent from '../../locales/pt/content.json';

// The cruises' strings sit under "cruises" in the content pages' files (as the gallery's do): a feature
// never imports another, so it registers that namespace itself; registering twice changes nothing.
registerTranslations('content', { es: esContent, en: enContent, pt: ptContent });

/** The cruise pages' strings: `t('ship')` is `cruises.ship` of the content namespace. */
export function useCruisesTranslation() {
  return useTranslation('content', { keyPrefix: 'cruises' });
}
