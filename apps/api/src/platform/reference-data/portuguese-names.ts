/**
 * Brazilian Portuguese names. Country names come from ICU (`Intl.DisplayNames`, offline in Node). City
 * names come from the dataset (English exonyms or the local name: "Mexico City", "São Paulo",
 * "Sevilla") except where Portuguese uses its own; those are listed here by IATA city code.
 */
const PORTUGUESE_CITY_NAMES: Readonly<Record<string, string>> = {
  // Americas
  NYC: 'Nova York',
  MEX: 'Cidade do México',
  PTY: 'Cidade do Panamá',
  GUA: 'Cidade da Guatemala',
  BZE: 'Cidade de Belize',
  HAV: 'Havana',
  ASU: 'Assunção',
  MVD: 'Montevidéu',
  GYE: 'Guaiaquil',
  MGA: 'Manágua',
  PAP: 'Porto Príncipe',
  POS: 'Porto de Espanha',
  CAY: 'Caiena',
  WAS: 'Washington, D.C.',
  PHL: 'Filadélfia',
  MSY: 'Nova Orleans',
  SFO: 'São Francisco',
  SAT: 'Santo Antônio',
  STL: 'Saint Louis',
  YMQ: 'Montreal',
  YQB: 'Quebec',
  // Europe
  LON: 'Londres',
  ROM: 'Roma',
  MIL: 'Milão',
  VCE: 'Veneza',
  FLR: 'Florença',
  NAP: 'Nápoles',
  TRN: 'Turim',
  MUC: 'Munique',
  BER: 'Berlim',
  HAM: 'Hamburgo',
  CGN: 'Colônia',
  GVA: 'Genebra',
  ZRH: 'Zurique',
  BSL: 'Basileia',
  LIS: 'Lisboa',
  BRU: 'Bruxelas',
  AMS: 'Amsterdã',
  ATH: 'Atenas',
  CPH: 'Copenhague',
  STO: 'Estocolmo',
  MOW: 'Moscou',
  LED: 'São Petersburgo',
  IST: 'Istambul',
  WAW: 'Varsóvia',
  PRG: 'Praga',
  VIE: 'Viena',
  EDI: 'Edimburgo',
  MRS: 'Marselha',
  MAD: 'Madri',
  SVQ: 'Sevilha',
  VLC: 'Valência',
  AGP: 'Málaga',
  EAS: 'San Sebastián',
  VIT: 'Vitoria',
  LCG: 'Corunha',
  MAH: 'Minorca',
  PMI: 'Palma de Maiorca',
  CDT: 'Castellón de la Plana',
  TCI: 'Santa Cruz de Tenerife',
  // Rest of the world
  TYO: 'Tóquio',
  BJS: 'Pequim',
  SHA: 'Xangai',
  SEL: 'Seul',
  CAI: 'Cairo',
  CPT: 'Cidade do Cabo',
  JNB: 'Joanesburgo',
  SIN: 'Singapura',
  DEL: 'Nova Délhi',
  BOM: 'Mumbai',
  DXB: 'Dubai',
  JKT: 'Jacarta',
};

/** The Portuguese name of a city, given its IATA city code and the dataset's own name. */
export function toPortugueseCityName(cityCode: string, datasetName: string): string {
  return PORTUGUESE_CITY_NAMES[cityCode] ?? datasetName;
}

const portugueseRegions = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'code' });

/** Country name in Brazilian Portuguese from an ISO 3166-1 alpha-2 code, e.g. 'US' → 'Estados Unidos'. */
export function toPortugueseCountryName(countryCode: string): string {
  return portugueseRegions.of(countryCode) ?? countryCode;
}
