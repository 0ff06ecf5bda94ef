import type { FlightDeal } from '@travel/contract/deals';
import { createSearchForm, TRIP_TYPES } from '@travel/domain/search';
import { buildResultsPath } from '../../lib/search-url';

/**
 * The results page of a deal: the URL the flight search form builds for the same search (one adult,
 * economy, the deal's dates), in the visitor's currency, so the traveller lands on the deal's price.
 */
export function buildDealResultsPath(deal: FlightDeal): string {
  const form = {
    ...createSearchForm(deal.departureDate, deal.price.currency),
    tripType: deal.returnDate ? TRIP_TYPES.roundTrip : TRIP_TYPES.oneWay,
    origin: { airportCode: deal.origin.iataCode },
    destination: { airportCode: deal.destination.iataCode },
    departureDate: deal.departureDate,
    returnDate: deal.returnDate ?? '',
  };
  return buildResultsPath(form) ?? '/';
}
