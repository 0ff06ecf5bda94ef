/**
 * Spanish names. Country names come from ICU (`Intl.DisplayNames`, offline in Node). City names
 * come from the dataset (mostly in the local language: São Paulo, Bogotá, Sevilla) except where
 * Spanish uses its own exonym; those are listed here by IATA city code.
 */
const SPANISH_CITY_NAMES: Readonly<Record<string, string>> = {
  // Americas
  NYC: 'Nueva York',
  MEX: 'Ciudad de México',
  PTY: 'Ciudad de Panamá',
  GUA: 'Ciudad de Guatemala',
  BZE: 'Ciudad de Belice',
  HAV: 'La Habana',
  RIO: 'Río de Janeiro',
  BSB: 'Brasilia',
  MAO: 'Manaos',
  PAP: 'Puerto Príncipe',
  POS: 'Puerto España',
  NAS: 'Nasáu',
  CAY: 'Cayena',
  WAS: 'Washington D. C.',
  PHL: 'Filadelfia',
  MSY: 'Nueva Orleans',
  LAX: 'Los Ángeles',
  STL: 'San Luis',
  SAT: 'San Antonio',
  HNL: 'Honolulú',
  YMQ: 'Montreal',
  YQB: 'Quebec',
  // Europe
  LON: 'Londres',
  PAR: 'París',
  ROM: 'Roma',
  MIL: 'Milán',
  VCE: 'Venecia',
  FLR: 'Florencia',
  NAP: 'Nápoles',
  TRN: 'Turín',
  MUC: 'Múnich',
  BER: 'Berlín',
  FRA: 'Fráncfort',
  HAM: 'Hamburgo',
  CGN: 'Colonia',
  GVA: 'Ginebra',
  ZRH: 'Zúrich',
  BSL: 'Basilea',
  LIS: 'Lisboa',
  OPO: 'Oporto',
  BRU: 'Bruselas',
  AMS: 'Ámsterdam',
  ATH: 'Atenas',
  CPH: 'Copenhague',
  STO: 'Estocolmo',
  MOW: 'Moscú',
  LED: 'San Petersburgo',
  IST: 'Estambul',
  WAW: 'Varsovia',
  PRG: 'Praga',
  VIE: 'Viena',
  EDI: 'Edimburgo',
  DUB: 'Dublín',
  NCE: 'Niza',
  MRS: 'Marsella',
  LYS: 'Lyon',
  BOD: 'Burdeos',
  TLS: 'Toulouse',
  // Spain: dataset names in co-official languages
  EAS: 'San Sebastián',
  VIT: 'Vitoria',
  LCG: 'La Coruña',
  MAH: 'Menorca',
  PMI: 'Palma de Mallorca',
  CDT: 'Castellón de la Plana',
  TCI: 'Santa Cruz de Tenerife',
  // Rest of the world
  TYO: 'Tokio',
  BJS: 'Pekín',
  SHA: 'Shanghái',
  SEL: 'Seúl',
  CAI: 'El Cairo',
  CPT: 'Ciudad del Cabo',
  JNB: 'Johannesburgo',
  SIN: 'Singapur',
  DEL: 'Nueva Delhi',
  BOM: 'Bombay',
  TLV: 'Tel Aviv',
  DXB: 'Dubái',
  DOH: 'Doha',
  BKK: 'Bangkok',
  JKT: 'Yakarta',
};

/** The Spanish name of a city, given its IATA city code and the dataset's own name. */
export function toSpanishCityName(cityCode: string, datasetName: string): string {
  return SPANISH_CITY_NAMES[cityCode] ?? datasetName;
}

const spanishRegions = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'code' });
const englishRegions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Country name in Spanish from an ISO 3166-1 alpha-2 code, e.g. 'US' → 'Estados Unidos'. */
export function toSpanishCountryName(countryCode: string): string {
  return spanishRegions.of(countryCode) ?? countryCode;
}

/** Country name in English from an ISO 3166-1 alpha-2 code, e.g. 'ES' → 'Spain'. */
export function toEnglishCountryName(countryCode: string): string {
  return englishRegions.of(countryCode) ?? countryCode;
}
