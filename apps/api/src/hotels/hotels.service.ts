import type {
  HotelCard,
  HotelOfferPriceBody,
  HotelOfferPriceResponse,
  HotelSearchBody,
  HotelSearchResponse,
  HotelSummaryBody,
  HotelSummaryResponse,
} from '@travel/contract/hotels';
import type { SiteLocale } from '@travel/contract/locale';
import {
  countHotelFacets,
  countNights,
  filterHotels,
  findStayIssues,
  HOTEL_SEARCH_RADIUS_MILES,
  type HotelRoom,
  pageHotels,
  sortHotels,
} from '@travel/domain/hotels';
import { type ExchangeRateTable, formatMoney, fromMoneyAmount, type MoneyAmount } from '@travel/domain/money';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { ExchangeRatesRepository } from '../platform/currency/exchange-rates.repository.ts';
import { cityNameIn } from '../platform/reference-data/place-names.ts';
import { withTimeout } from '../platform/with-timeout.ts';
import type { HotelDestinationsRepository } from './hotel-destinations.repository.ts';
import { toHotelSupplierProblem } from './hotel-supplier-problem.ts';
import {
  fallbackContent,
  readRating,
  toBoardType,
  toCancellation,
  toDisplay,
  toFeaturedAmenities,
  toHotelDetails,
  toOfferPrice,
  toRoomOffer,
  toRoomView,
  toStayView,
} from './hotel-views.ts';
import { createPopularHotelCities } from './popular-hotel-cities.ts';
import type {
  GeoCode,
  HotelContent,
  HotelListing,
  HotelOffer,
  HotelSupplier,
} from './supplier/hotel-supplier.port.ts';

/** The nearest hotels of the circle get priced: Amadeus prices 20 hotels a call. */
export const MAX_HOTELS_PRICED = 100;
const OFFERS_PER_CALL = 20;
/** ARCHITECTURE §6: every supplier call gets 30 s. */
export const HOTEL_SUPPLIER_TIMEOUT_MS = 30_000;

export interface HotelsServiceDeps {
  supplier: HotelSupplier;
  destinations: HotelDestinationsRepository;
  rates: ExchangeRatesRepository;
  clock: Clock;
  timeoutMs?: number;
}

type Lang = SiteLocale;

function distanceKm(a: GeoCode, b: GeoCode): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The hotel API (issue 14): search with facets, a hotel's summary with every room offer, one offer re-priced. */
export function createHotelsService(deps: HotelsServiceDeps) {
  const timeoutMs = deps.timeoutMs ?? HOTEL_SUPPLIER_TIMEOUT_MS;
  const today = () => deps.clock.now().toISOString().slice(0, 10);

  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(run(), timeoutMs, what);
    } catch (error) {
      throw toHotelSupplierProblem(error);
    }
  }

  async function rateTable(currency: string): Promise<ExchangeRateTable> {
    const table = await deps.rates.tableOn(today());
    if (!table || (currency !== table.base && table.rates[currency] === undefined)) {
      throw new AppError('CURRENCY_NOT_SUPPORTED', {
        detail: `No exchange rate for ${currency}`,
        errors: [{ path: 'currencyCode', message: `no exchange rate for ${currency}` }],
      });
    }
    return table;
  }

  function assertStay(stay: { checkInDate: string; checkOutDate: string }) {
    const issues = findStayIssues(stay, today());
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { errors: issues });
  }

  const moneyWords = (lang: Lang) => (money: MoneyAmount) => formatMoney(fromMoneyAmount(money), lang);

  async function contentFor(
    listings: HotelListing[],
    lang: Lang,
    city: { name: string; countryCode: string },
  ): Promise<Map<string, HotelContent>> {
    const content = await call('hotel content', () => deps.supplier.describeHotels(listings, lang));
    for (const listing of listings) {
      if (!content.has(listing.hotelId)) content.set(listing.hotelId, fallbackContent(listing, lang, city));
    }
    return content;
  }

  async function searchOffers(
    hotelIds: string[],
    stay: { checkInDate: string; checkOutDate: string; rooms: HotelRoom[] },
    lang: Lang,
  ) {
    const chunks: string[][] = [];
    for (let i = 0; i < hotelIds.length; i += OFFERS_PER_CALL)
      chunks.push(hotelIds.slice(i, i + OFFERS_PER_CALL));
    const answers = await Promise.all(
      chunks.map((ids) =>
        call('hotel offers', () =>
          deps.supplier.searchOffers({
            hotelIds: ids,
            checkInDate: stay.checkInDate,
            checkOutDate: stay.checkOutDate,
            rooms: stay.rooms,
            lang,
          }),
        ),
      ),
    );
    return new Map(answers.flat().map((answer) => [answer.hotel.hotelId, answer.offers]));
  }

  const popular = createPopularHotelCities({
    search: (body) => service.search(body),
    destinations: deps.destinations,
    clock: deps.clock,
  });

  const service = {
    /**
     * Spec §3 hotel request: hotels within 200 miles of the city (spec §9), priced for the stay, then
     * filtered, counted, sorted and paged by the domain's rules; prices per night and for the stay in
     * the visitor's currency with taxes included.
     */
    async search(body: HotelSearchBody): Promise<HotelSearchResponse> {
      assertStay(body);
      const destination = await deps.destinations.findCity(body.cityCode);
      if (!destination) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ path: 'cityCode', message: `${body.cityCode} is not a city we know` }],
        });
      }
      const table = await rateTable(body.currencyCode);
      const nights = countNights(body);
      const lang = body.locale;
      const listings = (
        await call('hotel list', () =>
          deps.supplier.listHotels({
            geoCode: destination.geoCode,
            radius: HOTEL_SEARCH_RADIUS_MILES,
            radiusUnit: 'MILE',
          }),
        )
      )
        .map((listing) => ({ listing, distance: distanceKm(destination.geoCode, listing.geoCode) }))
        .sort((a, b) => a.distance - b.distance || a.listing.hotelId.localeCompare(b.listing.hotelId))
        .slice(0, MAX_HOTELS_PRICED);
      const offersByHotel = await searchOffers(
        listings.map(({ listing }) => listing.hotelId),
        body,
        lang,
      );
      const priced = listings.filter(({ listing }) => (offersByHotel.get(listing.hotelId) ?? []).length > 0);
      const cityName = cityNameIn(destination, lang);
      const content = await contentFor(
        priced.map(({ listing }) => listing),
        lang,
        { name: cityName, countryCode: destination.countryCode },
      );
      const formatted = moneyWords(lang);
      const display = (usd: string) => toDisplay(usd, body.currencyCode, table);
      const candidates = priced.map(({ listing, distance }) => {
        const hotelContent = content.get(listing.hotelId);
        return {
          hotelId: listing.hotelId,
          name: listing.name,
          rating: readRating(listing),
          accommodationType: hotelContent?.accommodationType ?? null,
          amenities: toFeaturedAmenities(listing.amenities),
          distanceKm: Number(distance.toFixed(1)),
          // HotelList_v1 names each hotel's city by its IATA code: a town near the city has its own.
          inDestination: listing.iataCode === destination.cityCode,
          listing,
          content: hotelContent,
          offers: (offersByHotel.get(listing.hotelId) ?? []).map((offer: HotelOffer) => {
            const price = toOfferPrice(offer, nights, body.currencyCode, table);
            return {
              offer,
              price,
              pricePerNight: price.perNight.amount,
              freeCancellation: (offer.policies?.cancellations ?? []).some((c) => c.deadline),
            };
          }),
        };
      });
      const results = sortHotels(filterHotels(candidates, body.filters), body.sort);
      const page = pageHotels(results, body.offset, body.pageSize);
      const data: HotelCard[] = page.items.map(({ hotel, offer }) => ({
        hotelId: hotel.hotelId,
        name: hotel.name,
        rating: hotel.rating,
        accommodationType: hotel.accommodationType,
        address: hotel.content?.address ?? { lines: [], cityName, countryCode: destination.countryCode },
        geoCode: hotel.listing.geoCode,
        distance: { value: hotel.distanceKm, unit: 'KM' },
        amenities: hotel.amenities,
        image: hotel.content?.media[0] ?? null,
        cheapestOffer: {
          offerId: offer.offer.id,
          roomName: toRoomView(offer.offer, hotel.content, lang).name,
          boardType: toBoardType(offer.offer.boardType),
          cancellation: toCancellation(offer.offer, lang, display, formatted),
          price: offer.price,
        },
      }));
      return {
        data,
        facets: countHotelFacets(candidates, body.filters, body.currencyCode),
        meta: {
          destination: {
            cityCode: destination.cityCode,
            cityName,
            countryCode: destination.countryCode,
            geoCode: destination.geoCode,
          },
          stay: toStayView(body),
          currency: body.currencyCode,
          exchangeRateDate: table.date,
          sort: body.sort,
          total: candidates.length,
          count: page.count,
          offset: page.offset,
          pageSize: page.pageSize,
          pages: page.pages,
        },
      };
    },

    /** Spec §2 hotel summary: the hotel, its content and every room offer for the stay, cheapest first. */
    async summary(body: HotelSummaryBody): Promise<HotelSummaryResponse> {
      assertStay(body);
      const listing = await call('hotel lookup', () => deps.supplier.findHotel(body.hotelId));
      if (!listing) throw new AppError('OFFER_NOT_FOUND', { detail: `No hotel ${body.hotelId}` });
      const table = await rateTable(body.currencyCode);
      const lang = body.locale;
      const destination = await deps.destinations.findCity(listing.iataCode);
      const city = {
        name: destination ? cityNameIn(destination, lang) : listing.iataCode,
        countryCode: destination?.countryCode ?? listing.address.countryCode,
      };
      const content = (await contentFor([listing], lang, city)).get(listing.hotelId) as HotelContent;
      const offers = (await searchOffers([listing.hotelId], body, lang)).get(listing.hotelId) ?? [];
      const nights = countNights(body);
      const context = {
        content,
        lang,
        nights,
        currency: body.currencyCode,
        table,
        formatMoney: moneyWords(lang),
      };
      const distance = destination
        ? distanceKm(destination.geoCode, listing.geoCode)
        : (listing.distance?.value ?? 0);
      return {
        data: {
          hotel: toHotelDetails(listing, content, distance),
          stay: toStayView(body),
          offers: offers
            .map((offer) => toRoomOffer(offer, context))
            .sort((a, b) => a.price.total.amount - b.price.total.amount || a.id.localeCompare(b.id)),
        },
        meta: { currency: body.currencyCode, exchangeRateDate: table.date },
      };
    },

    /** One room offer at today's price (the re-price before the cart); OFFER_GONE when it cannot be sold. */
    async priceOffer(body: HotelOfferPriceBody): Promise<HotelOfferPriceResponse> {
      const { listing, offer, stay, distance, cityOf } = await loadOffer(
        body.offerId,
        body.locale,
        body.rooms,
      );
      const table = await rateTable(body.currencyCode);
      const content = (await contentFor([listing], body.locale, cityOf(body.locale))).get(
        listing.hotelId,
      ) as HotelContent;
      return {
        data: {
          hotel: toHotelDetails(listing, content, distance),
          stay,
          offer: toRoomOffer(offer, {
            content,
            lang: body.locale,
            nights: stay.nights,
            currency: body.currencyCode,
            table,
            formatMoney: moneyWords(body.locale),
          }),
        },
        meta: { currency: body.currencyCode, exchangeRateDate: table.date },
      };
    },

    ...popular,

    /**
     * The offer as the supplier prices it now, for the cart (the hotel line): the hotel, the stay, the
     * price in the display currency and the words of the room and its policies in every language.
     */
    async quoteOffer(offerId: string, currencyCode: string, rooms?: HotelRoom[]) {
      const { listing, offer, stay, cityOf } = await loadOffer(offerId, 'es', rooms);
      const table = await rateTable(currencyCode);
      const display = (usd: string) => toDisplay(usd, currencyCode, table);
      const wordsIn = async (lang: Lang) => {
        const content = (await contentFor([listing], lang, cityOf(lang))).get(
          listing.hotelId,
        ) as HotelContent;
        return {
          content,
          words: {
            room: toRoomView(offer, content, lang),
            cancellation: toCancellation(offer, lang, display, moneyWords(lang)),
            policies: content.policies,
            address: content.address,
          },
        };
      };
      const [es, en, pt] = await Promise.all([wordsIn('es'), wordsIn('en'), wordsIn('pt')]);
      return {
        offer,
        hotel: {
          hotelId: listing.hotelId,
          name: listing.name,
          rating: readRating(listing),
          image: es.content.media[0] ?? null,
        },
        boardType: toBoardType(offer.boardType),
        stay,
        price: toOfferPrice(offer, stay.nights, currencyCode, table),
        words: { es: es.words, en: en.words, pt: pt.words },
      };
    },
  };
  return service;

  /** The offer re-priced by the supplier now, with its hotel, its stay and the city it is in. */
  async function loadOffer(offerId: string, lang: Lang, rooms?: HotelRoom[]) {
    const answer = await call('hotel offer pricing', () => deps.supplier.priceOffer(offerId, lang));
    const offer = answer?.offers[0];
    if (!answer || !offer) throw new AppError('OFFER_GONE');
    const listing: HotelListing = (await call('hotel lookup', () =>
      deps.supplier.findHotel(answer.hotel.hotelId),
    )) ?? {
      hotelId: answer.hotel.hotelId,
      chainCode: answer.hotel.chainCode ?? 'XX',
      name: answer.hotel.name,
      iataCode: answer.hotel.cityCode ?? '',
      geoCode: { latitude: answer.hotel.latitude ?? 0, longitude: answer.hotel.longitude ?? 0 },
      address: { countryCode: '' },
    };
    const destination = listing.iataCode ? await deps.destinations.findCity(listing.iataCode) : undefined;
    const cityOf = (language: Lang) => ({
      name: destination ? cityNameIn(destination, language) : listing.iataCode,
      countryCode: destination?.countryCode ?? listing.address.countryCode,
    });
    const stay = toStayView({
      checkInDate: offer.checkInDate ?? '',
      checkOutDate: offer.checkOutDate ?? '',
      rooms: chooseStayRooms(offer, rooms),
    });
    const distance = destination
      ? distanceKm(destination.geoCode, listing.geoCode)
      : (listing.distance?.value ?? 0);
    return { listing, offer, stay, distance, cityOf };
  }
}
export type HotelsService = ReturnType<typeof createHotelsService>;

/**
 * The guests of the stay: the rooms as the visitor sent them when the offer's price covers them, else
 * the offer's own rooms. Covered means as many rooms, no more guests in all and no more adults than
 * the offer was priced for, the very children's ages when the offer names them, and no room fuller
 * than the priced guests allow once every other room has its adult. Anything else would book more
 * guests (or older children) than were paid for, so the offer's own count stands.
 */
export function chooseStayRooms(offer: HotelOffer, rooms: HotelRoom[] | undefined): HotelRoom[] {
  const derived = readOfferRooms(offer);
  if (!rooms || rooms.length !== derived.length) return derived;
  const adults = (list: HotelRoom[]) => list.reduce((sum, room) => sum + room.adults, 0);
  const children = (list: HotelRoom[]) => list.flatMap((room) => room.childAges).sort((a, b) => a - b);
  const pricedGuests = adults(derived) + children(derived).length;
  const sentGuests = adults(rooms) + children(rooms).length;
  const sameChildren = offer.guests?.childAges
    ? adults(rooms) === adults(derived) && children(rooms).join() === children(derived).join()
    : adults(rooms) <= adults(derived);
  const fullestRoom = pricedGuests - (derived.length - 1);
  const fits =
    sameChildren &&
    sentGuests <= pricedGuests &&
    rooms.every((room) => room.adults >= 1 && room.adults + room.childAges.length <= fullestRoom);
  return fits ? rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })) : derived;
}

/**
 * The rooms an offer was priced for. The port's offer carries the guests in all (adults, childAges)
 * and the room count (the Amadeus adapter multiplies its per-room adults out): the adults are spread
 * over the rooms, the children go with the first rooms.
 */
export function readOfferRooms(offer: HotelOffer): HotelRoom[] {
  const count = Math.max(1, Number(offer.roomQuantity ?? '1') || 1);
  const adults = Math.max(count, offer.guests?.adults ?? count);
  const ages = offer.guests?.childAges ?? [];
  return Array.from({ length: count }, (_, index) => ({
    adults: Math.floor(adults / count) + (index < adults % count ? 1 : 0),
    childAges: ages.filter((_, child) => child % count === index),
  }));
}
