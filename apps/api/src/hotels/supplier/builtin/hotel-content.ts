import type { SiteLocale } from '@travel/contract/locale';
import type { AccommodationType } from '@travel/domain/hotels';
import type { HotelContent } from '../hotel-supplier.port.ts';
import type { InventoryHotel } from './hotel-inventory.ts';

type Lang = SiteLocale;

const KIND: Record<AccommodationType, Record<Lang, string>> = {
  HOTEL: { es: 'hotel', en: 'hotel', pt: 'hotel' },
  BOUTIQUE: { es: 'hotel boutique', en: 'boutique hotel', pt: 'hotel boutique' },
  RESORT: { es: 'resort', en: 'resort', pt: 'resort' },
  HOSTEL: { es: 'hostal', en: 'hostel', pt: 'hostel' },
  APARTMENT: { es: 'edificio de apartamentos', en: 'apartment building', pt: 'prédio de apartamentos' },
};

const OPENING: Record<AccommodationType, Record<Lang, string>> = {
  HOTEL: {
    es: 'Un lugar práctico para dormir bien y salir a recorrer la ciudad',
    en: 'A practical place to sleep well and head out to see the city',
    pt: 'Um lugar prático para dormir bem e sair para conhecer a cidade',
  },
  BOUTIQUE: {
    es: 'Pocas habitaciones, decoradas una por una con muebles de artesanos locales',
    en: 'A handful of rooms, each furnished by local craftspeople',
    pt: 'Poucos quartos, decorados um a um com móveis de artesãos locais',
  },
  RESORT: {
    es: 'Jardines amplios, piscinas y tiempo para no hacer nada',
    en: 'Wide gardens, pools and time to do nothing at all',
    pt: 'Jardins amplos, piscinas e tempo para não fazer nada',
  },
  HOSTEL: {
    es: 'Ambiente relajado, cocina compartida y gente de todo el mundo',
    en: 'A relaxed feel, a shared kitchen and travellers from all over the world',
    pt: 'Clima descontraído, cozinha compartilhada e gente do mundo todo',
  },
  APARTMENT: {
    es: 'Espacio de casa con cocina propia, ideal para estadías largas o en familia',
    en: 'Room to live in with your own kitchen, good for long stays and families',
    pt: 'Espaço de casa com cozinha própria, ideal para estadias longas ou em família',
  },
};

const SERVICE_WORDS: Record<string, Record<Lang, string>> = {
  SWIMMING_POOL: { es: 'piscina', en: 'a pool', pt: 'piscina' },
  SPA: { es: 'spa', en: 'a spa', pt: 'spa' },
  FITNESS_CENTER: { es: 'gimnasio', en: 'a gym', pt: 'academia' },
  RESTAURANT: { es: 'restaurante', en: 'a restaurant', pt: 'restaurante' },
  AIRPORT_SHUTTLE: {
    es: 'traslado al aeropuerto',
    en: 'an airport shuttle',
    pt: 'traslado para o aeroporto',
  },
  PARKING: { es: 'estacionamiento', en: 'parking', pt: 'estacionamento' },
  BEACH: { es: 'acceso a la playa', en: 'beach access', pt: 'acesso à praia' },
  KITCHEN: { es: 'cocina', en: 'a kitchen', pt: 'cozinha' },
};

const PICTURES: Array<{ key: string; title: Record<Lang, string>; needs?: string }> = [
  { key: 'facade', title: { es: 'Fachada', en: 'Front of the building', pt: 'Fachada' } },
  { key: 'room', title: { es: 'Habitación', en: 'Room', pt: 'Quarto' } },
  { key: 'lobby', title: { es: 'Recepción', en: 'Reception', pt: 'Recepção' } },
  { key: 'pool', title: { es: 'Piscina', en: 'Pool', pt: 'Piscina' }, needs: 'SWIMMING_POOL' },
  {
    key: 'breakfast',
    title: { es: 'Comedor', en: 'Dining room', pt: 'Salão de refeições' },
    needs: 'RESTAURANT',
  },
];

/** The pictures of a hotel: drawn by the API (hotel-media.ts), described for screen readers. */
export function listHotelPictures(
  hotel: InventoryHotel,
): Array<{ key: string; title: Record<Lang, string> }> {
  return PICTURES.filter((picture) => !picture.needs || hotel.amenities.includes(picture.needs));
}

const AND: Record<Lang, string> = { es: 'y', en: 'and', pt: 'e' };

function joinWords(words: string[], lang: Lang): string {
  if (words.length <= 1) return words.join('');
  const last = words[words.length - 1];
  return `${words.slice(0, -1).join(', ')} ${AND[lang]} ${last}`;
}

interface HotelFacts {
  name: string;
  kind: string;
  stars: number;
  km: string;
  city: string;
  services: string[];
}

/** The description's sentences after the opening line, in each language's own word order. */
const DESCRIBE: Record<Lang, (facts: HotelFacts) => string> = {
  es: ({ name, kind, stars, km, city, services }) =>
    `${name} es un ${kind} de ${stars} ${stars === 1 ? 'estrella' : 'estrellas'} a ${km} km del centro de ${city}.${services.length > 0 ? ` Tiene ${joinWords(services, 'es')}.` : ''} El wifi es gratis en todo el edificio.`,
  en: ({ name, kind, stars, km, city, services }) =>
    `${name} is a ${stars}-star ${kind} ${km} km from the centre of ${city}.${services.length > 0 ? ` It has ${joinWords(services, 'en')}.` : ''} Wi-Fi is free throughout.`,
  pt: ({ name, kind, stars, km, city, services }) =>
    `${name} é um ${kind} de ${stars} ${stars === 1 ? 'estrela' : 'estrelas'} a ${km} km do centro de ${city}.${services.length > 0 ? ` Tem ${joinWords(services, 'pt')}.` : ''} O Wi-Fi é gratuito em todo o prédio.`,
};

const CHILDREN_FREE: Record<Lang, (age: number) => string> = {
  es: (age) => `Los niños son bienvenidos. Hasta los ${age} años se alojan gratis en la cama de sus padres.`,
  en: (age) => `Children are welcome. Up to age ${age} they stay free in their parents' bed.`,
  pt: (age) => `Crianças são bem-vindas. Até os ${age} anos, ficam de graça na cama dos pais.`,
};

const CHILDREN_WITH_ADULT: Record<Lang, string> = {
  es: 'Los menores de 18 años se alojan con un adulto responsable en la misma habitación.',
  en: 'Guests under 18 stay with a responsible adult in the same room.',
  pt: 'Menores de 18 anos ficam com um adulto responsável no mesmo quarto.',
};

const PETS_ALLOWED: Record<Lang, string> = {
  es: 'Se admiten mascotas pequeñas, avisando al hotel antes de llegar.',
  en: 'Small pets are allowed; let the property know before you arrive.',
  pt: 'Aceitamos animais de estimação de pequeno porte, avisando o hotel antes da chegada.',
};

const NO_PETS: Record<Lang, string> = {
  es: 'No se admiten mascotas, salvo perros de asistencia.',
  en: 'Pets are not allowed, except assistance dogs.',
  pt: 'Não são aceitos animais de estimação, exceto cães de assistência.',
};

const PICTURE_ALT: Record<Lang, (title: string, hotel: string) => string> = {
  es: (title, hotel) => `${title} de ${hotel} (ilustración)`,
  en: (title, hotel) => `${title} of ${hotel} (illustration)`,
  pt: (title, hotel) => `${title} – ${hotel} (ilustração)`,
};

const NUMBER_LOCALES: Record<Lang, string> = { es: 'es-419', en: 'en-US', pt: 'pt-BR' };

/** A built-in hotel's page content in the reader's language. */
export function describeBuiltinHotel(hotel: InventoryHotel, lang: Lang, mediaBaseUrl: string): HotelContent {
  const city = hotel.city.name[lang];
  const kind = KIND[hotel.type][lang];
  const services = hotel.amenities.flatMap((code) => {
    const words = SERVICE_WORDS[code];
    return words ? [words[lang]] : [];
  });
  const km = hotel.distanceKm.toLocaleString(NUMBER_LOCALES[lang], { maximumFractionDigits: 1 });
  const description = `${OPENING[hotel.type][lang]}. ${DESCRIBE[lang]({ name: hotel.name, kind, stars: hotel.stars, km, city, services })}`;
  const children =
    hotel.childrenFreeUpTo > 0 ? CHILDREN_FREE[lang](hotel.childrenFreeUpTo) : CHILDREN_WITH_ADULT[lang];
  const pets = hotel.petsAllowed ? PETS_ALLOWED[lang] : NO_PETS[lang];
  const base = mediaBaseUrl.replace(/\/+$/, '');
  return {
    accommodationType: hotel.type,
    description,
    address: { lines: [hotel.street], cityName: city, countryCode: hotel.city.countryCode },
    media: listHotelPictures(hotel).map((picture, index) => ({
      src: `${base}/hotels/media/${hotel.hotelId}/${index + 1}-${picture.key}.svg`,
      title: picture.title[lang],
      alt: PICTURE_ALT[lang](picture.title[lang], hotel.name),
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
