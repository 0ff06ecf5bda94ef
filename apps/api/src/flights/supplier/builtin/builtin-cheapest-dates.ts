import { setImmediate as nextTurn } from 'node:timers/promises';
import { sampleDealDates } from '@travel/domain/deals';
import { addDaysToIsoDate } from '@travel/domain/search';
import type {
  CheapestDate,
  CheapestDatesQuery,
  FlightSearchQuery,
  FlightSearchResult,
} from '../flight-supplier.port.ts';

/**
 * Cheapest dates from the built-in inventory: one real search per sampled departure date (a midweek
 * day a week, see sampleDealDates), one adult in economy, and the cheapest offer's total. The price is
 * the offer's grand total, the first price the results page shows for the same search. Between
 * searches the event loop gets a turn, so a refresh never holds up the requests being served.
 */
export async function findBuiltinCheapestDates(
  search: (query: FlightSearchQuery) => FlightSearchResult,
  query: CheapestDatesQuery,
): Promise<CheapestDate[]> {
  const dates: CheapestDate[] = [];
  for (const departureDate of sampleDealDates({ from: query.departureFrom, to: query.departureTo })) {
    const returnDate =
      query.tripDays === undefined ? undefined : addDaysToIsoDate(departureDate, query.tripDays);
    const legInfo = [{ from: query.origin, to: query.destination, departureDate }];
    if (returnDate) legInfo.push({ from: query.destination, to: query.origin, departureDate: returnDate });
    const { offers } = search({
      cabin: 'ECONOMY',
      legInfo,
      travelerInfo: { adult: 1, child: 0, infant: 0 },
      refundableFare: false,
      noPenaltyFare: false,
      noRestrictionFare: false,
    });
    const cheapest = offers[0];
    if (cheapest) {
      const carrierCode = cheapest.validatingAirlineCodes?.[0];
      dates.push({
        origin: query.origin,
        destination: query.destination,
        departureDate,
        ...(returnDate ? { returnDate } : {}),
        price: {
          total: cheapest.price.grandTotal ?? cheapest.price.total,
          currency: cheapest.price.currency,
        },
        ...(carrierCode ? { carrierCode } : {}),
      });
    }
    await nextTurn();
  }
  return dates;
}
