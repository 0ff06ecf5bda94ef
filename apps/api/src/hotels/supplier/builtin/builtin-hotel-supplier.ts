import type { Clock } from '../../../platform/clock.ts';
import type { ReferenceData } from '../../../platform/reference-data/reference-data.loader.ts';
import { hashString } from '../../../platform/seeded-random.ts';
import type {
  HotelContent,
  HotelListing,
  HotelOffers,
  HotelOrderResult,
  HotelSupplier,
} from '../hotel-supplier.port.ts';
import { HotelSupplierError } from '../hotel-supplier.port.ts';
import { describeBuiltinHotel } from './hotel-content.ts';
import {
  buildCities,
  buildCityHotels,
  distanceKm,
  type InventoryCity,
  type InventoryHotel,
  parseHotelId,
} from './hotel-inventory.ts';
import { couldHaveIssued, decodeOfferId } from './hotel-offer-id.ts';
import { priceBuiltinOffer, priceHotelOffers } from './hotel-rates.ts';

const KM_PER_MILE = 1.609344;
const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface BuiltinHotelSupplierOptions {
  referenceData: ReferenceData;
  clock: Clock;
  /** Where the API serves the hotel pictures it draws (`<base>/hotels/media/<hotelId>/<n>-<kind>.svg`). */
  mediaBaseUrl: string;
}

/** A confirmation number the same key always gets: a retried order answers the same booking. */
function confirmationFor(key: string): string {
  let state = hashString(`hotel-order|${key}`);
  let text = '';
  for (let i = 0; i < 8; i++) {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    text += CONFIRMATION_ALPHABET[state % CONFIRMATION_ALPHABET.length];
  }
  return text;
}

/**
 * The offline hotel supplier: the inventory of hotel-inventory.ts priced by hotel-rates.ts on the
 * clock's day, in the Amadeus shapes. Stateless: an offer id rebuilds its offer (hotel-offer-id.ts).
 */
export function createBuiltinHotelSupplier(options: BuiltinHotelSupplierOptions): HotelSupplier {
  const cities = buildCities(options.referenceData.airports);
  const hotelsByCity = new Map<string, InventoryHotel[]>();
  const today = () => options.clock.now().toISOString().slice(0, 10);

  function hotelsOf(city: InventoryCity): InventoryHotel[] {
    let hotels = hotelsByCity.get(city.cityCode);
    if (!hotels) {
      hotels = buildCityHotels(city);
      hotelsByCity.set(city.cityCode, hotels);
    }
    return hotels;
  }

  function findInventoryHotel(hotelId: string): InventoryHotel | undefined {
    const parsed = parseHotelId(hotelId);
    const city = parsed && cities.get(parsed.cityCode);
    return city ? hotelsOf(city).find((hotel) => hotel.hotelId === hotelId) : undefined;
  }

  /**
   * The key and hotel of an offer id this supplier could have issued today. Ids come from clients:
   * anything else (made up, or a real one edited to another stay) names no offer.
   */
  function findIssuedOffer(offerId: string) {
    const key = decodeOfferId(offerId);
    const hotel = key && couldHaveIssued(key, today()) ? findInventoryHotel(key.hotelId) : undefined;
    return key && hotel ? { key, hotel } : undefined;
  }

  const toListing = (hotel: InventoryHotel, distance?: number): HotelListing => ({
    hotelId: hotel.hotelId,
    chainCode: hotel.chainCode,
    name: hotel.name,
    iataCode: hotel.city.cityCode,
    geoCode: hotel.geoCode,
    address: { countryCode: hotel.city.countryCode },
    ...(distance === undefined
      ? {}
      : { distance: { value: Number(distance.toFixed(2)), unit: 'KM' as const } }),
    rating: String(hotel.stars),
    amenities: hotel.amenities,
  });

  const toOffers = (hotel: InventoryHotel, offers: HotelOffers['offers']): HotelOffers => ({
    type: 'hotel-offers',
    available: offers.length > 0,
    hotel: {
      hotelId: hotel.hotelId,
      chainCode: hotel.chainCode,
      name: hotel.name,
      cityCode: hotel.city.cityCode,
      latitude: hotel.geoCode.latitude,
      longitude: hotel.geoCode.longitude,
    },
    offers,
  });

  return {
    name: 'builtin',

    async listHotels(query) {
      const radiusKm = query.radiusUnit === 'MILE' ? query.radius * KM_PER_MILE : query.radius;
      // Only cities whose centre is in the circle can have hotels in it (their hotels sit within 25 km).
      const listings: HotelListing[] = [];
      for (const city of cities.values()) {
        if (distanceKm(query.geoCode, city.centre) > radiusKm + 25) continue;
        for (const hotel of hotelsOf(city)) {
          const distance = distanceKm(query.geoCode, hotel.geoCode);
          if (distance <= radiusKm) listings.push(toListing(hotel, distance));
        }
      }
      return listings.sort((a, b) => (a.distance?.value ?? 0) - (b.distance?.value ?? 0));
    },

    async searchOffers(query) {
      const nights = Math.round(
        (Date.parse(`${query.checkOutDate}T00:00:00Z`) - Date.parse(`${query.checkInDate}T00:00:00Z`)) /
          86_400_000,
      );
      if (query.hotelIds.length > 20) {
        throw new HotelSupplierError('rejected', 'at most 20 hotelIds per call', { status: 400 });
      }
      return query.hotelIds.flatMap((hotelId) => {
        const hotel = findInventoryHotel(hotelId);
        if (!hotel) return [];
        const offers = priceHotelOffers(
          hotel,
          { checkInDate: query.checkInDate, nights, rooms: query.rooms },
          today(),
          query.lang,
        );
        return offers.length > 0 ? [toOffers(hotel, offers)] : [];
      });
    },

    async priceOffer(offerId, lang) {
      const issued = findIssuedOffer(offerId);
      if (!issued) throw new HotelSupplierError('unknown', 'no offer was issued with that id');
      const offer = priceBuiltinOffer(issued.hotel, issued.key, today(), lang);
      return offer ? toOffers(issued.hotel, [offer]) : null;
    },

    async describeHotels(listings, lang) {
      const content = new Map<string, HotelContent>();
      for (const listing of listings) {
        const hotel = findInventoryHotel(listing.hotelId);
        if (hotel) content.set(hotel.hotelId, describeBuiltinHotel(hotel, lang, options.mediaBaseUrl));
      }
      return content;
    },

    async findHotel(hotelId) {
      const hotel = findInventoryHotel(hotelId);
      return hotel && toListing(hotel, hotel.distanceKm);
    },

    async createOrder(input, { idempotencyKey }): Promise<HotelOrderResult> {
      const issued = findIssuedOffer(input.offerId);
      const hotel = issued?.hotel;
      const offer = issued && priceBuiltinOffer(issued.hotel, issued.key, today(), 'en');
      if (!hotel || !offer) throw new HotelSupplierError('gone', 'the offer can no longer be booked');
      const confirmationNumber = confirmationFor(idempotencyKey);
      const id = `HO${confirmationFor(`id|${idempotencyKey}`)}`;
      return {
        id,
        confirmationNumber,
        bookingStatus: 'CONFIRMED',
        hotelOffer: offer,
        raw: {
          type: 'hotel-order',
          id,
          self: `/v2/booking/hotel-orders/${id}`,
          hotelBookings: [
            {
              type: 'hotel-booking',
              id: `HB${confirmationNumber}`,
              bookingStatus: 'CONFIRMED',
              travelAgentId: 'ANDARIEGO',
              hotelProviderInformation: [{ hotelProviderCode: hotel.chainCode, confirmationNumber }],
              roomAssociations: [
                {
                  hotelOfferId: offer.id,
                  guestReferences: input.guests.map((guest) => ({ guestReference: String(guest.tid) })),
                },
              ],
              // HotelBooking_v2 counts rooms as a number where HotelSearch_v3 wrote a string.
              hotelOffer: { ...offer, roomQuantity: Number(offer.roomQuantity ?? 1) },
              hotel: { hotelId: hotel.hotelId, chainCode: hotel.chainCode, name: hotel.name },
            },
          ],
          guests: input.guests.map((guest) => ({ ...guest, id: guest.tid })),
          associatedRecords: [{ reference: confirmationNumber.slice(0, 6), originSystemCode: 'GDS' }],
        },
      };
    },
  };
}
