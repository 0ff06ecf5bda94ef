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

export function phoneOffersTopic(locale: Locale): EnquiryTopic {
  return {
    type: 'phone-offer',
    title: locale === 'en' ? 'Phone-only offers' : 'Ofertas solo por teléfono',
    path: '/contact-us',
  };
}
