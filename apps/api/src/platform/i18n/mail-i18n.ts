import i18next from 'i18next';
import enMail from '../../locales/en/mail.json' with { type: 'json' };
import esMail from '../../locales/es/mail.json' with { type: 'json' };
import ptMail from '../../locales/pt/mail.json' with { type: 'json' };

/** The words of every e-mail, per language (pt is Brazilian Portuguese). */
export const MAIL_RESOURCES = {
  es: { mail: esMail },
  en: { mail: enMail },
  pt: { mail: ptMail },
};
export type MailLocale = keyof typeof MAIL_RESOURCES;

declare module 'i18next' {
  // Spanish is the source language: its file defines the keys `t()` accepts.
  interface CustomTypeOptions {
    defaultNS: 'mail';
    resources: (typeof MAIL_RESOURCES)['es'];
  }
}

/**
 * The one i18next instance for mail, ready on import: the resources are bundled, so it initialises
 * synchronously. Renderers take `mailI18n.getFixedT(locale)` and never change its language.
 */
export const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: MAIL_RESOURCES,
  lng: 'es',
  // A key missing in one language reads in Spanish rather than as its name in a traveller's inbox.
  fallbackLng: 'es',
  ns: ['mail'],
  defaultNS: 'mail',
  initAsync: false,
  // Text parts need the raw words; the HTML parts escape each string themselves.
  interpolation: { escapeValue: false },
});
