import {
  createHotelSearchForm,
  HOTEL_SEARCH_LIMITS,
  type HotelSearchError,
  type HotelSearchForm,
  readHotelSearchForm,
  validateHotelSearchForm,
} from './hotel-search';

export type HotelSearchRequest = {
  form: HotelSearchForm;
  errors: HotelSearchError[];
  /** A currency came in the query: the detected one must not replace it. */
  currencyChosen: boolean;
};

/**
 * What /hoteles (and the home page's Hoteles tab) shows for its query: the defaults of the day for
 * none; the form sent back by the results page with its problems; or, without script, the form after
 * its "add room" / "remove room" buttons (`room=add`, `room=remove-N`), unchecked.
 */
export function readHotelSearchRequest(
  params: URLSearchParams,
  today: string,
  extraErrors: readonly HotelSearchError[] = [],
  /** The page language's currency (reais on /pt), so a search without script is in it too. */
  defaultCurrency = 'USD',
): HotelSearchRequest {
  const defaults = createHotelSearchForm(today, defaultCurrency);
  if (!params.has('destination') && !params.has('startDate')) {
    return { form: defaults, errors: [...extraErrors], currencyChosen: params.has('currency') };
  }
  const form = readHotelSearchForm(params, defaults);
  const roomIntent = params.get('room');
  if (roomIntent === 'add' && form.rooms.length < HOTEL_SEARCH_LIMITS.maxRooms) {
    form.rooms.push({ adults: 1, childAges: [] });
  }
  const removed = /^remove-(\d)$/.exec(roomIntent ?? '');
  if (removed?.[1] && form.rooms.length > 1) form.rooms.splice(Number(removed[1]) - 1, 1);
  const errors = roomIntent ? [] : validateHotelSearchForm(form, today);
  return { form, errors: [...errors, ...extraErrors], currencyChosen: params.has('currency') };
}
