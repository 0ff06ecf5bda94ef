import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enContent from '../../locales/en/content.json';
import esContent from '../../locales/es/content.json';
import ptContent from '../../locales/pt/content.json';

// The gallery's strings sit under "gallery" in the content pages' files. A feature never imports another
// (CONVENTIONS rule 5), so the gallery registers that namespace itself instead of going through
// features/content; registering the same bundles twice changes nothing.
registerTranslations('content', { es: esContent, en: enContent, pt: ptContent });

/** The gallery's and lightbox's strings: `t('close')` is `gallery.close` of the content namespace. */
export function useGalleryTranslation() {
  return useTranslation('content', { keyPrefix: 'gallery' });
}
