import type { FlightDeal } from '@travel/contract/deals';
import { createSearchForm, TRIP_TYPES } from '@travel/domain/search';
import { buildResultsPath } from '../../lib/search-url';

/**
 * The results page of a deal: the URL the flight search form builds for the same search (one adult,
 * economy, the deal's dates), in the visitor's currency, on the Cheapest tab, so the traveller lands
 * on the deal's price first (the default Best order may rank it lower).
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
  const path = buildResultsPath(form);
  return path ? `${path}&sort=price-asc` : '/';
}
