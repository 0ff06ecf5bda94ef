import { type HotelSummaryResponse, HotelSummaryResponseSchema } from '@travel/contract/hotels';
import { data } from 'react-router';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import { getRequestLocale, type LocalizedText } from '../../lib/locale';
import {
  createHotelSearchForm,
  readHotelSearchForm,
  toHotelSearchParams,
  validateHotelSearchForm,
} from './hotel-search';
import type { HotelSummaryQuery } from './hotel-summary-query';

export type HotelSummaryData =
  | {
      status: 'ok';
      summary: HotelSummaryResponse;
      /** The search the visitor came with (stay, rooms, currency, destination when known). */
      searchQuery: string;
      /** The destination is known: there are results to go back to. */
      hasResults: boolean;
    }
  /** Dates or rooms that cannot be a stay: said which, never echoed. */
  | { status: 'bad-stay'; problem: StayProblem }
  | { status: 'not-found' }
  | { status: 'failed'; titles: LocalizedText | null };

const HOTEL_ID = /^[A-Z0-9]{8}$/;

/** What a refused stay gets wrong: the dates, or the rooms (adults, children, ages). */
export type StayProblem = 'dates' | 'rooms';
const DATE_FIELDS = new Set(['startDate', 'endDate', 'checkInDate', 'checkOutDate']);
const ROOM_FIELD = /^rooms\b/;

function badStay(problem: StayProblem) {
  return data<HotelSummaryData>({ status: 'bad-stay', problem }, { status: 400 });
}

/**
 * /hoteles/HotelSummary?id&startDate&endDate (+ the search's rooms and currency): the hotel and every
 * room offer for the stay. Bad dates answer 400, an unknown hotel 404, both as pages.
 */
export async function loadHotelSummary(request: Request, api: ApiClient, query: HotelSummaryQuery) {
  const params = new URL(request.url).searchParams;
  const today = getLocalToday();
  const form = readHotelSearchForm(params, createHotelSearchForm(today));
  const stayErrors = validateHotelSearchForm(form, today).filter((error) => error.field !== 'destination');
  if (stayErrors.length > 0) {
    return badStay(stayErrors.some((error) => DATE_FIELDS.has(error.field)) ? 'dates' : 'rooms');
  }
  if (!HOTEL_ID.test(query.id)) return data<HotelSummaryData>({ status: 'not-found' }, { status: 404 });
  const searchQuery = toHotelSearchParams(form);
  if (!form.destination) searchQuery.delete('destination');
  try {
    const summary = await api.post('/hotels/summary', {
      json: {
        hotelId: query.id,
        checkInDate: form.startDate,
        checkOutDate: form.endDate,
        rooms: form.rooms.map((room) => ({
          adults: room.adults,
          childAges: room.childAges.filter((age): age is number => age !== null),
        })),
        currencyCode: form.currencyCode,
        locale: getRequestLocale(request),
      },
      schema: HotelSummaryResponseSchema,
    });
    return data<HotelSummaryData>({
      status: 'ok',
      summary,
      searchQuery: searchQuery.toString(),
      hasResults: form.destination !== '',
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) return data<HotelSummaryData>({ status: 'not-found' }, { status: 404 });
    if (error.status === 400) {
      const rooms =
        error.fieldErrors.length > 0 && error.fieldErrors.every((field) => ROOM_FIELD.test(field.path));
      return badStay(rooms ? 'rooms' : 'dates');
    }
    return data<HotelSummaryData>({ status: 'failed', titles: error.titles }, { status: 503 });
  }
}
