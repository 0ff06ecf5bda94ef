import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enContent from '../../locales/en/content.json';
import esContent from '../../locales/es/content.json';
import ptContent from '../../locales/pt/content.json';

registerTranslations('content', { es: esContent, en: enContent, pt: ptContent });

/** The content pages' strings, loaded with those pages only. */
export function useContentTranslation() {
  return useTranslation('content');
}
