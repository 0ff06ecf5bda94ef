import type { SessionDetails } from '@travel/contract/booking-session';
import { VisitorLocationResponseSchema } from '@travel/contract/visitor';
import { isPhoneCountry } from '@travel/domain/phone';
import type { ApiClient } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';

type CountryDefaults = {
  contact: { countryCode: string };
  billing: { countryCode: string };
};

/**
 * Issue 12: the phone's country and the billing country start as the visitor's own (the API's
 * location of their address), until the session holds a contact or billing of its own. Null when the
 * session needs none of it, or the location is unknown: the form keeps its defaults.
 */
export async function findVisitorCountry(
  api: ApiClient,
  details: Pick<SessionDetails, 'customer' | 'billing'>,
  locale: Locale,
): Promise<string | null> {
  if (details.customer && details.billing) return null;
  try {
    const { data } = await api.get('/visitor/location', {
      query: { lang: locale },
      schema: VisitorLocationResponseSchema,
    });
    const country = data.detected ? data.countryCode?.toUpperCase() : null;
    return country && isPhoneCountry(country) ? country : null;
  } catch {
    // Spec §8: a failed location lookup changes nothing the traveller sees.
    return null;
  }
}

/** The form's starting values with the visitor's country where the session gave none. */
export function withVisitorCountry<T extends CountryDefaults>(
  defaults: T,
  details: Pick<SessionDetails, 'customer' | 'billing'>,
  country: string | null,
): T {
  if (!country) return defaults;
  return {
    ...defaults,
    contact: details.customer ? defaults.contact : { ...defaults.contact, countryCode: country },
    billing: details.billing ? defaults.billing : { ...defaults.billing, countryCode: country },
  };
}
