import type { SiteLocale } from '@travel/contract/locale';
import type { AccommodationType, BoardType } from '@travel/domain/hotels';
import type { Airport } from '../../../platform/reference-data/reference-data.loader.ts';
import { hashString, randomFor } from '../../../platform/seeded-random.ts';
import type { GeoCode } from '../hotel-supplier.port.ts';

/**
 * The built-in hotel inventory: believable hotels around every city of the airport data, drawn from
 * a seed per city, so the same city always has the same hotels. Words are in Spanish, English and Portuguese.
 */

type Words = Record<SiteLocale, string>;

export interface InventoryCity {
  cityCode: string;
  name: Words;
  countryCode: string;
  /** The mean of the city's airports: the inventory's "centre" (the data has no city centres). */
  centre: GeoCode;
  /** 1–100, the size of its biggest airport: bigger cities have more and dearer hotels. */
  size: number;
}

/** A room type: an Amadeus-style 3-character code (category, beds, bed type) and its words. */
export interface RoomType {
  code: string;
  category: string;
  beds: number;
  bedType: 'KING' | 'QUEEN' | 'DOUBLE' | 'TWIN' | 'SINGLE';
  name: Words;
  description: Words;
  bedsText: Words;
  maxOccupancy: number;
  sizeSquareMetres: number;
  /** Price of the room against the hotel's base night. */
  factor: number;
}

/** A rate plan: board, cancellation, and its price against the flexible room-only rate. */
export interface RatePlan {
  rateCode: string;
  board: BoardType;
  /** Days before check-in (at 18:00 hotel time) that cancelling is free until; null when non-refundable. */
  freeCancellationDays: number | null;
  factor: number;
}

export interface InventoryHotel {
  hotelId: string;
  chainCode: string;
  name: string;
  city: InventoryCity;
  type: AccommodationType;
  stars: number;
  geoCode: GeoCode;
  distanceKm: number;
  street: string;
  amenities: string[];
  /** USD for a standard room for two, before season, weekday and taxes. */
  baseNightUsd: number;
  rooms: RoomType[];
  rates: RatePlan[];
  checkIn: string;
  checkOut: string;
  petsAllowed: boolean;
  /** Children up to this age stay free in their parents' beds. */
  childrenFreeUpTo: number;
  /** Tax rate included in prices, e.g. 0.19. */
  taxRate: number;
  /** How the pictures are drawn (hue 0–359). */
  hue: number;
}

const room = (
  code: string,
  category: string,
  beds: number,
  bedType: RoomType['bedType'],
  name: Words,
  description: Words,
  bedsText: Words,
  maxOccupancy: number,
  sizeSquareMetres: number,
  factor: number,
): RoomType => ({
  code,
  category,
  beds,
  bedType,
  name,
  description,
  bedsText,
  maxOccupancy,
  sizeSquareMetres,
  factor,
});

export const ROOM_TYPES = {
  standardQueen: room(
    'E1Q',
    'STANDARD_ROOM',
    1,
    'QUEEN',
    { es: 'Habitación estándar', en: 'Standard room', pt: 'Quarto standard' },
    {
      es: 'Habitación tranquila con escritorio, baño privado con ducha y televisor.',
      en: 'A quiet room with a desk, a private bathroom with shower and a TV.',
      pt: 'Quarto tranquilo com escrivaninha, banheiro privativo com chuveiro e TV.',
    },
    { es: '1 cama queen', en: '1 queen bed', pt: '1 cama queen' },
    2,
    22,
    1,
  ),
  standardTwin: room(
    'E2T',
    'STANDARD_ROOM',
    2,
    'TWIN',
    {
      es: 'Habitación estándar con dos camas',
      en: 'Standard twin room',
      pt: 'Quarto standard com duas camas',
    },
    {
      es: 'Dos camas sencillas, baño privado y ventana a la calle; cabe una cuna.',
      en: 'Two single beds, a private bathroom and a street-facing window; a cot fits.',
      pt: 'Duas camas de solteiro, banheiro privativo e janela para a rua; cabe um berço.',
    },
    { es: '2 camas sencillas', en: '2 single beds', pt: '2 camas de solteiro' },
    3,
    24,
    1.02,
  ),
  superiorKing: room(
    'A1K',
    'SUPERIOR_ROOM',
    1,
    'KING',
    { es: 'Habitación superior', en: 'Superior room', pt: 'Quarto superior' },
    {
      es: 'Más amplia, en un piso alto, con zona de estar, cafetera y baño con tina.',
      en: 'Larger, on a high floor, with a sitting area, a coffee maker and a bathtub.',
      pt: 'Mais amplo, em andar alto, com área de estar, cafeteira e banheiro com banheira.',
    },
    { es: '1 cama king', en: '1 king bed', pt: '1 cama king' },
    3,
    30,
    1.3,
  ),
  family: room(
    'F2D',
    'FAMILY_ROOM',
    2,
    'DOUBLE',
    { es: 'Habitación familiar', en: 'Family room', pt: 'Quarto família' },
    {
      es: 'Dos camas dobles, sofá y espacio para moverse con niños; baño con ducha y tina.',
      en: 'Two double beds, a sofa and room to move with children; bathroom with shower and tub.',
      pt: 'Duas camas de casal, sofá e espaço para circular com crianças; banheiro com chuveiro e banheira.',
    },
    { es: '2 camas dobles', en: '2 double beds', pt: '2 camas de casal' },
    4,
    36,
    1.55,
  ),
  suite: room(
    'S1K',
    'SUITE',
    1,
    'KING',
    { es: 'Suite junior', en: 'Junior suite', pt: 'Suíte júnior' },
    {
      es: 'Dormitorio y sala separados, vista a la ciudad, minibar y baño amplio con ducha de lluvia.',
      en: 'Separate bedroom and lounge, city views, a minibar and a large bathroom with a rain shower.',
      pt: 'Quarto e sala separados, vista para a cidade, frigobar e banheiro amplo com ducha de chuva.',
    },
    { es: '1 cama king y sofá cama', en: '1 king bed and a sofa bed', pt: '1 cama king e sofá-cama' },
    3,
    55,
    2.2,
  ),
  dormBed: room(
    'D1S',
    'DORMITORY',
    1,
    'SINGLE',
    {
      es: 'Cama en dormitorio compartido',
      en: 'Bed in a shared dormitory',
      pt: 'Cama em dormitório compartilhado',
    },
    {
      es: 'Litera en un dormitorio de seis camas con casillero, enchufe y lámpara propios.',
      en: 'A bunk in a six-bed dormitory with your own locker, socket and reading light.',
      pt: 'Beliche em dormitório de seis camas, com armário, tomada e luminária de leitura próprios.',
    },
    { es: '1 cama sencilla (litera)', en: '1 single bed (bunk)', pt: '1 cama de solteiro (beliche)' },
    1,
    4,
    0.4,
  ),
  privateDouble: room(
    'P1D',
    'STANDARD_ROOM',
    1,
    'DOUBLE',
    { es: 'Habitación privada doble', en: 'Private double room', pt: 'Quarto privativo de casal' },
    {
      es: 'Habitación privada con cama doble; los baños son compartidos y se limpian tres veces al día.',
      en: 'A private room with a double bed; bathrooms are shared and cleaned three times a day.',
      pt: 'Quarto privativo com cama de casal; os banheiros são compartilhados e limpos três vezes ao dia.',
    },
    { es: '1 cama doble', en: '1 double bed', pt: '1 cama de casal' },
    2,
    14,
    0.85,
  ),
  studio: room(
    'T1Q',
    'STUDIO',
    1,
    'QUEEN',
    { es: 'Estudio', en: 'Studio', pt: 'Estúdio' },
    {
      es: 'Estudio con cocina equipada, lavadora y mesa de comedor.',
      en: 'A studio with a fitted kitchen, a washing machine and a dining table.',
      pt: 'Estúdio com cozinha equipada, máquina de lavar e mesa de jantar.',
    },
    { es: '1 cama queen', en: '1 queen bed', pt: '1 cama queen' },
    2,
    32,
    1.1,
  ),
  twoBedroom: room(
    'T2D',
    'APARTMENT',
    3,
    'DOUBLE',
    { es: 'Apartamento de dos habitaciones', en: 'Two-bedroom apartment', pt: 'Apartamento de dois quartos' },
    {
      es: 'Dos dormitorios, sala con sofá cama, cocina completa y balcón.',
      en: 'Two bedrooms, a lounge with a sofa bed, a full kitchen and a balcony.',
      pt: 'Dois quartos, sala com sofá-cama, cozinha completa e varanda.',
    },
    {
      es: '2 camas dobles y sofá cama',
      en: '2 double beds and a sofa bed',
      pt: '2 camas de casal e sofá-cama',
    },
    5,
    68,
    1.9,
  ),
} as const;

const ROOMS_BY_TYPE: Record<AccommodationType, (stars: number) => RoomType[]> = {
  HOTEL: (stars) => [
    ROOM_TYPES.standardQueen,
    ROOM_TYPES.standardTwin,
    ...(stars >= 3 ? [ROOM_TYPES.superiorKing, ROOM_TYPES.family] : [ROOM_TYPES.family]),
    ...(stars >= 4 ? [ROOM_TYPES.suite] : []),
  ],
  BOUTIQUE: () => [ROOM_TYPES.standardQueen, ROOM_TYPES.superiorKing, ROOM_TYPES.suite],
  RESORT: () => [ROOM_TYPES.superiorKing, ROOM_TYPES.family, ROOM_TYPES.suite],
  HOSTEL: () => [ROOM_TYPES.dormBed, ROOM_TYPES.privateDouble],
  APARTMENT: () => [ROOM_TYPES.studio, ROOM_TYPES.twoBedroom],
};

/** Rate plans: non-refundable promotional, flexible, and a board that fits the kind of place. */
function ratePlansFor(type: AccommodationType, random: () => number): RatePlan[] {
  const days = [1, 2, 3, 7][Math.floor(random() * 4)] ?? 2;
  const plans: RatePlan[] = [
    { rateCode: 'PRO', board: 'ROOM_ONLY', freeCancellationDays: null, factor: 0.88 },
    { rateCode: 'BAR', board: 'ROOM_ONLY', freeCancellationDays: days, factor: 1 },
  ];
  if (type === 'RESORT') {
    plans.push({ rateCode: 'PKG', board: 'ALL_INCLUSIVE', freeCancellationDays: days, factor: 1 });
    plans.push({ rateCode: 'PKG', board: 'HALF_BOARD', freeCancellationDays: null, factor: 0.9 });
  } else if (type !== 'APARTMENT') {
    plans.push({ rateCode: 'BNB', board: 'BREAKFAST', freeCancellationDays: days, factor: 1 });
  }
  return plans;
}

const CHAINS = ['AN', 'HI', 'MC', 'RT', 'BW', 'YX', 'HS', 'IC'];

const TYPE_WEIGHTS: Array<[AccommodationType, number]> = [
  ['HOTEL', 48],
  ['BOUTIQUE', 14],
  ['APARTMENT', 14],
  ['HOSTEL', 11],
  ['RESORT', 13],
];

const STARS_BY_TYPE: Record<AccommodationType, number[]> = {
  HOTEL: [2, 3, 3, 4, 4, 5],
  BOUTIQUE: [3, 4, 4, 5],
  RESORT: [4, 4, 5],
  HOSTEL: [1, 2, 2],
  APARTMENT: [3, 3, 4],
};

const STAR_BASE_USD = [0, 24, 48, 85, 140, 255];

/** Country tax on lodging, included in every price (a believable rate; not tax advice). */
const TAX_RATES: Record<string, number> = {
  AR: 0.21,
  BR: 0.05,
  CL: 0.19,
  CO: 0.19,
  CR: 0.13,
  DO: 0.18,
  EC: 0.12,
  ES: 0.1,
  GT: 0.12,
  MX: 0.16,
  PA: 0.1,
  PE: 0.18,
  US: 0.14,
  UY: 0.1,
};
const DEFAULT_TAX_RATE = 0.12;

const SPANISH = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
]);
const PORTUGUESE = new Set(['BR', 'PT', 'AO', 'MZ']);

const NAME_PARTS = {
  es: {
    HOTEL: [
      'Hotel Plaza',
      'Hotel Real',
      'Gran Hotel',
      'Hotel Mirador',
      'Hotel Alameda',
      'Hotel Los Andes',
      'Hotel Central',
      'Hotel Bahía',
    ],
    BOUTIQUE: ['Casa Jacaranda', 'Casa Ceiba', 'Casona del Parque', 'Casa Azahar', 'Casa Guadua'],
    RESORT: ['Resort Palmares', 'Hacienda Las Brisas', 'Resort Costa Serena', 'Hacienda El Manantial'],
    HOSTEL: ['Hostal Andariego', 'Hostal La Ruta', 'Hostal Mochila', 'Hostal El Patio'],
    APARTMENT: ['Apartamentos Nogal', 'Residencias del Parque', 'Apartamentos Cedro', 'Suites Bambú'],
  },
  pt: {
    HOTEL: ['Hotel Praça', 'Grande Hotel', 'Hotel Mirante', 'Hotel Central', 'Hotel Atlântico'],
    BOUTIQUE: ['Casa Ipê', 'Casa Jabuticaba', 'Casarão do Largo'],
    RESORT: ['Resort Palmeiras', 'Fazenda Boa Vista', 'Resort Costa Azul'],
    HOSTEL: ['Hostel Andarilho', 'Hostel da Estação', 'Hostel Varanda'],
    APARTMENT: ['Residencial Jardim', 'Apartamentos Cedro', 'Flat Bambu'],
  },
  en: {
    HOTEL: ['Plaza Hotel', 'Grand Hotel', 'Harbor Hotel', 'Park Hotel', 'Central Hotel', 'Riverside Hotel'],
    BOUTIQUE: ['The Jacaranda', 'The Ceiba House', 'The Linden'],
    RESORT: ['Palms Resort', 'Seabreeze Resort', 'Sunset Cove Resort'],
    HOSTEL: ['Wanderer Hostel', 'Station Hostel', 'Backyard Hostel'],
    APARTMENT: ['Oak Residences', 'Cedar Suites', 'Parkview Apartments'],
  },
} as const;

const STREETS = {
  es: [
    'Avenida Principal',
    'Calle del Comercio',
    'Avenida del Parque',
    'Calle Real',
    'Paseo de la Ribera',
    'Calle Las Flores',
  ],
  pt: ['Avenida Central', 'Rua do Comércio', 'Rua das Flores', 'Avenida Beira-Mar', 'Rua Direita'],
  en: ['Main Street', 'Park Avenue', 'Harbor Drive', 'Market Street', 'Ocean Boulevard', 'Elm Street'],
} as const;

const languageOf = (countryCode: string): 'es' | 'pt' | 'en' =>
  SPANISH.has(countryCode) ? 'es' : PORTUGUESE.has(countryCode) ? 'pt' : 'en';

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function pickWeighted<T>(items: ReadonlyArray<[T, number]>, random: () => number): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  return items[0]?.[0] as T;
}

function amenitiesFor(type: AccommodationType, stars: number, random: () => number): string[] {
  const list = new Set<string>(['WIFI']);
  const maybe = (code: string, chance: number) => {
    if (random() < chance) list.add(code);
  };
  if (type !== 'HOSTEL') list.add('AIR_CONDITIONING');
  maybe('PARKING', type === 'APARTMENT' ? 0.5 : 0.7);
  maybe(
    'RESTAURANT',
    type === 'HOTEL' || type === 'RESORT' ? 0.4 + stars * 0.12 : type === 'BOUTIQUE' ? 0.6 : 0,
  );
  maybe('FITNESS_CENTER', stars >= 4 ? 0.85 : stars === 3 ? 0.35 : 0);
  maybe('SWIMMING_POOL', type === 'RESORT' ? 1 : stars >= 4 ? 0.6 : stars === 3 ? 0.25 : 0);
  maybe('SPA', type === 'RESORT' ? 0.8 : stars === 5 ? 0.7 : stars === 4 ? 0.2 : 0);
  maybe('AIRPORT_SHUTTLE', stars >= 3 ? 0.35 : 0.1);
  maybe('PETS_ALLOWED', type === 'APARTMENT' ? 0.5 : type === 'HOSTEL' ? 0.1 : 0.25);
  if (type === 'APARTMENT') list.add('KITCHEN');
  maybe('KITCHEN', type === 'HOSTEL' ? 0.8 : 0);
  maybe('BEACH', type === 'RESORT' ? 0.7 : 0.05);
  maybe('DISABLED_FACILITIES', stars >= 3 ? 0.7 : 0.3);
  maybe('ROOM_SERVICE', stars >= 4 ? 0.9 : 0);
  maybe('BAR or LOUNGE', stars >= 3 || type === 'HOSTEL' ? 0.6 : 0.1);
  maybe('MEETING_ROOMS', type === 'HOTEL' && stars >= 3 ? 0.6 : 0);
  return [...list];
}

/** A point `km` from `centre` towards `bearing` (radians), on a sphere. */
function offsetGeoCode(centre: GeoCode, km: number, bearing: number): GeoCode {
  const lat = centre.latitude + (km / 111.32) * Math.cos(bearing);
  const lonScale = 111.32 * Math.cos((centre.latitude * Math.PI) / 180) || 1;
  const lon = centre.longitude + (km / lonScale) * Math.sin(bearing);
  return { latitude: Number(lat.toFixed(5)), longitude: Number(lon.toFixed(5)) };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoCode, b: GeoCode): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The cities of the airport data, by IATA city code. */
export function buildCities(airports: readonly Airport[]): Map<string, InventoryCity> {
  const grouped = new Map<string, Airport[]>();
  for (const airport of airports) {
    const list = grouped.get(airport.cityCode) ?? [];
    list.push(airport);
    grouped.set(airport.cityCode, list);
  }
  const cities = new Map<string, InventoryCity>();
  for (const [cityCode, list] of grouped) {
    const first = list.reduce((best, airport) => (airport.size > best.size ? airport : best));
    cities.set(cityCode, {
      cityCode,
      name: { es: first.cityNameEs, en: first.cityName, pt: first.cityNamePt },
      countryCode: first.countryCode,
      centre: {
        latitude: list.reduce((sum, a) => sum + a.latitude, 0) / list.length,
        longitude: list.reduce((sum, a) => sum + a.longitude, 0) / list.length,
      },
      size: first.size,
    });
  }
  return cities;
}

/** How many hotels a city has: 6 for a small town, up to 36 for the busiest. */
export function countCityHotels(city: InventoryCity): number {
  return Math.max(6, Math.min(36, Math.round(city.size / 2.8)));
}

/** The city's hotels, always the same for the same city. */
export function buildCityHotels(city: InventoryCity): InventoryHotel[] {
  const count = countCityHotels(city);
  const language = languageOf(city.countryCode);
  const priceLevel = 0.75 + (city.size / 100) * 0.6;
  const used = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const random = randomFor('hotel', city.cityCode, index);
    const type = pickWeighted(TYPE_WEIGHTS, random);
    const stars = pick(STARS_BY_TYPE[type], random);
    const chainCode = type === 'HOTEL' && stars >= 3 ? pick(CHAINS, random) : 'AN';
    const hotelId = `${chainCode}${city.cityCode}${String(index + 1).padStart(3, '0')}`;
    // Named in the country's language: "Hotel Praça Rio de Janeiro", not "Río".
    let name = `${pick(NAME_PARTS[language][type], random)} ${city.name[language]}`;
    if (used.has(name)) name = `${name} ${index + 1}`;
    used.add(name);
    const distance =
      type === 'RESORT' ? 4 + random() * 18 : type === 'HOSTEL' ? 0.2 + random() * 3 : 0.2 + random() * 8;
    const geoCode = offsetGeoCode(city.centre, distance, random() * 2 * Math.PI);
    const amenities = amenitiesFor(type, stars, random);
    const base = (STAR_BASE_USD[stars] ?? 80) * priceLevel * (0.85 + random() * 0.35);
    return {
      hotelId,
      chainCode,
      name,
      city,
      type,
      stars,
      geoCode,
      distanceKm: Number(distanceKm(city.centre, geoCode).toFixed(1)),
      street: `${pick(STREETS[language], random)} ${10 + Math.floor(random() * 980)}`,
      amenities,
      baseNightUsd: Math.round(base * 100) / 100,
      rooms: ROOMS_BY_TYPE[type](stars),
      rates: ratePlansFor(type, random),
      checkIn: type === 'HOSTEL' ? '14:00' : type === 'APARTMENT' ? '16:00' : '15:00',
      checkOut: type === 'HOSTEL' ? '11:00' : '12:00',
      petsAllowed: amenities.includes('PETS_ALLOWED'),
      childrenFreeUpTo: type === 'HOSTEL' ? 0 : type === 'RESORT' ? 5 : 3,
      taxRate: TAX_RATES[city.countryCode] ?? DEFAULT_TAX_RATE,
      hue: hashString(hotelId) % 360,
    };
  });
}

/** The city code and position a built-in hotel id names (chain, city, number): 'MCBOG004'. */
export function parseHotelId(hotelId: string): { cityCode: string; index: number } | undefined {
  const match = /^[A-Z]{2}([A-Z]{3})(\d{3})$/.exec(hotelId);
  if (!match?.[1] || !match[2]) return undefined;
  return { cityCode: match[1], index: Number(match[2]) - 1 };
}
