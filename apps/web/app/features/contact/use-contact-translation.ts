import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enContact from '../../locales/en/contact.json';
import esContact from '../../locales/es/contact.json';
import ptContact from '../../locales/pt/contact.json';

registerTranslations('contact', { es: esContact, en: enContact, pt: ptContact });

/** The contact and thank-you pages' strings, loaded with those pages only. */
export function useContactTranslation() {
  return useTranslation('contact');
}
