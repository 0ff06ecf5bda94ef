import type { SessionDetails } from '@travel/contract/booking-session';
import { isPhoneCountry } from '@travel/domain/phone';
import { readLanguageRegion } from '../../lib/locale-negotiation.server';
import { readVisitorCountry } from '../../lib/visitor-country.server';

type CountryDefaults = {
  contact: { countryCode: string };
  billing: { countryCode: string };
};

/**
 * Issue 12: the phone's country and the billing country start as the visitor's own (the API's
 * location of their address, else the country of the browser's language), until the session holds a
 * contact or billing of its own. Null when the session needs none of it, or neither says a country:
 * the form keeps its defaults. The question is the root loader's own (one per request), so the trip
 * summary asks the API once, not twice.
 */
export async function findVisitorCountry(
  request: Request,
  details: Pick<SessionDetails, 'customer' | 'billing'>,
): Promise<string | null> {
  if (details.customer && details.billing) return null;
  // Spec §8: a failed location lookup changes nothing the traveller sees (readVisitorCountry: null);
  // the browser's language then guesses (es-CO → CO) rather than a country the visitor is not from.
  const located = (await readVisitorCountry(request))?.toUpperCase();
  for (const country of [located, readLanguageRegion(request)]) {
    if (country && isPhoneCountry(country)) return country;
  }
  return null;
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
