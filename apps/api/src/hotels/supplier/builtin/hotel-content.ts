import type { AccommodationType } from '@travel/domain/hotels';
import type { HotelContent } from '../hotel-supplier.port.ts';
import type { InventoryHotel } from './hotel-inventory.ts';

type Lang = 'es' | 'en';

const KIND: Record<AccommodationType, Record<Lang, string>> = {
  HOTEL: { es: 'hotel', en: 'hotel' },
  BOUTIQUE: { es: 'hotel boutique', en: 'boutique hotel' },
  RESORT: { es: 'resort', en: 'resort' },
  HOSTEL: { es: 'hostal', en: 'hostel' },
  APARTMENT: { es: 'edificio de apartamentos', en: 'apartment building' },
};

const OPENING: Record<AccommodationType, Record<Lang, string>> = {
  HOTEL: {
    es: 'Un lugar práctico para dormir bien y salir a recorrer la ciudad',
    en: 'A practical place to sleep well and head out to see the city',
  },
  BOUTIQUE: {
    es: 'Pocas habitaciones, decoradas una por una con muebles de artesanos locales',
    en: 'A handful of rooms, each furnished by local craftspeople',
  },
  RESORT: {
    es: 'Jardines amplios, piscinas y tiempo para no hacer nada',
    en: 'Wide gardens, pools and time to do nothing at all',
  },
  HOSTEL: {
    es: 'Ambiente relajado, cocina compartida y gente de todo el mundo',
    en: 'A relaxed feel, a shared kitchen and travellers from all over the world',
  },
  APARTMENT: {
    es: 'Espacio de casa con cocina propia, ideal para estadías largas o en familia',
    en: 'Room to live in with your own kitchen, good for long stays and families',
  },
};

const SERVICE_WORDS: Record<string, Record<Lang, string>> = {
  SWIMMING_POOL: { es: 'piscina', en: 'a pool' },
  SPA: { es: 'spa', en: 'a spa' },
  FITNESS_CENTER: { es: 'gimnasio', en: 'a gym' },
  RESTAURANT: { es: 'restaurante', en: 'a restaurant' },
  AIRPORT_SHUTTLE: { es: 'traslado al aeropuerto', en: 'an airport shuttle' },
  PARKING: { es: 'estacionamiento', en: 'parking' },
  BEACH: { es: 'acceso a la playa', en: 'beach access' },
  KITCHEN: { es: 'cocina', en: 'a kitchen' },
};

const PICTURES: Array<{ key: string; title: Record<Lang, string>; needs?: string }> = [
  { key: 'facade', title: { es: 'Fachada', en: 'Front of the building' } },
  { key: 'room', title: { es: 'Habitación', en: 'Room' } },
  { key: 'lobby', title: { es: 'Recepción', en: 'Reception' } },
  { key: 'pool', title: { es: 'Piscina', en: 'Pool' }, needs: 'SWIMMING_POOL' },
  { key: 'breakfast', title: { es: 'Comedor', en: 'Dining room' }, needs: 'RESTAURANT' },
];

/** The pictures of a hotel: drawn by the API (hotel-media.ts), described for screen readers. */
export function listHotelPictures(
  hotel: InventoryHotel,
): Array<{ key: string; title: Record<Lang, string> }> {
  return PICTURES.filter((picture) => !picture.needs || hotel.amenities.includes(picture.needs));
}

function joinWords(words: string[], lang: Lang): string {
  if (words.length <= 1) return words.join('');
  const last = words[words.length - 1];
  return `${words.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${last}`;
}

/** A built-in hotel's page content in the reader's language. */
export function describeBuiltinHotel(hotel: InventoryHotel, lang: Lang, mediaBaseUrl: string): HotelContent {
  const city = hotel.city.name[lang];
  const kind = KIND[hotel.type][lang];
  const services = hotel.amenities.flatMap((code) => {
    const words = SERVICE_WORDS[code];
    return words ? [words[lang]] : [];
  });
  const km = hotel.distanceKm.toLocaleString(lang === 'es' ? 'es-419' : 'en-US', {
    maximumFractionDigits: 1,
  });
  const description =
    lang === 'es'
      ? `${OPENING[hotel.type].es}. ${hotel.name} es un ${kind} de ${hotel.stars} ${hotel.stars === 1 ? 'estrella' : 'estrellas'} a ${km} km del centro de ${city}.${services.length > 0 ? ` Tiene ${joinWords(services, 'es')}.` : ''} El wifi es gratis en todo el edificio.`
      : `${OPENING[hotel.type].en}. ${hotel.name} is a ${hotel.stars}-star ${kind} ${km} km from the centre of ${city}.${services.length > 0 ? ` It has ${joinWords(services, 'en')}.` : ''} Wi-Fi is free throughout.`;
  const children =
    hotel.childrenFreeUpTo > 0
      ? lang === 'es'
        ? `Los niños son bienvenidos. Hasta los ${hotel.childrenFreeUpTo} años se alojan gratis en la cama de sus padres.`
        : `Children are welcome. Up to age ${hotel.childrenFreeUpTo} they stay free in their parents' bed.`
      : lang === 'es'
        ? 'Los menores de 18 años se alojan con un adulto responsable en la misma habitación.'
        : 'Guests under 18 stay with a responsible adult in the same room.';
  const pets = hotel.petsAllowed
    ? lang === 'es'
      ? 'Se admiten mascotas pequeñas, avisando al hotel antes de llegar.'
      : 'Small pets are allowed; let the property know before you arrive.'
    : lang === 'es'
      ? 'No se admiten mascotas, salvo perros de asistencia.'
      : 'Pets are not allowed, except assistance dogs.';
  const base = mediaBaseUrl.replace(/\/+$/, '');
  return {
    accommodationType: hotel.type,
    description,
    address: { lines: [hotel.street], cityName: city, countryCode: hotel.city.countryCode },
    media: listHotelPictures(hotel).map((picture, index) => ({
      src: `${base}/hotels/media/${hotel.hotelId}/${index + 1}-${picture.key}.svg`,
      title: picture.title[lang],
      alt:
        lang === 'es'
          ? `${picture.title.es} de ${hotel.name} (ilustración)`
          : `${picture.title.en} of ${hotel.name} (illustration)`,
    })),
    policies: { checkIn: hotel.checkIn, checkOut: hotel.checkOut, children, pets },
    rooms: Object.fromEntries(
      hotel.rooms.map((room) => [
        room.code,
        {
          name: room.name[lang],
          description: room.description[lang],
          beds: room.bedsText[lang],
          maxOccupancy: room.maxOccupancy,
          sizeSquareMetres: room.sizeSquareMetres,
        },
      ]),
    ),
  };
}
