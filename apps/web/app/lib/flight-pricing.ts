import type { FlightOffer } from '@travel/domain/offers';

/**
 * The answer of POST /air/flight-offer/validate (the API's ValidateOfferResponseSchema), as far as the
 * web app reads it. Shared by the results (which ask for it) and the booking draft (which keeps it).
 */
export type FlightPricing = {
  data: { type: 'flight-offers-pricing'; flightOffers: FlightOffer[] };
  included: { bags: Record<string, unknown>; 'detailed-fare-rules': Record<string, unknown> };
  dictionaries: { carriers?: Record<string, string>; locations?: Record<string, unknown> };
  meta: { currency: string; priceChanged: boolean; previousTotal?: string };
  warnings: { code: string; title: string; detail: string }[];
};

/** Where the priced offer came from: enough to go back to the results or search again. */
export type SearchContext = {
  resultsUrl: string;
  tripType: '1' | '2';
  travellers: { adult: number; child: number; infant: number };
  currencyCode: string;
  searchRequestId: string | null;
};
