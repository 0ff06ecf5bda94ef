import { PHONE_OFFERS_ENQUIRY_QUERY } from '../../lib/company-contacts';
import type { Locale } from '../../lib/locale';
import type { EnquiryTopic } from './contact-form.schemas';

/**
 * The phone-only offers' enquiry (spec §1). Only the fixed query value is recognised: the topic is the
 * site's, never words taken from the URL.
 */
export function isPhoneOffersEnquiry(url: URL): boolean {
  return url.searchParams.get(PHONE_OFFERS_ENQUIRY_QUERY.name) === PHONE_OFFERS_ENQUIRY_QUERY.value;
}

/** The enquiry's topic as the call centre reads it in the visitor's language. */
const PHONE_OFFERS_TITLES: Record<Locale, string> = {
  es: 'Ofertas solo por teléfono',
  en: 'Phone-only offers',
  pt: 'Ofertas só por telefone',
};

export function phoneOffersTopic(locale: Locale): EnquiryTopic {
  return {
    type: 'phone-offer',
    title: PHONE_OFFERS_TITLES[locale],
    path: '/contact-us',
  };
}
