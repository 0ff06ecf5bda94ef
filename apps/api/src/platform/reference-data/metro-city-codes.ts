/**
 * IATA metropolitan-area (city) codes for cities served by more than one airport.
 * The datasets we ship give each airport's city name but not the IATA city code, so the few
 * multi-airport cities that travellers search by name are listed here; every other airport is
 * its own city code (as IATA does for single-airport cities such as BOG or LIM).
 */
const METRO_AIRPORTS: Readonly<Record<string, readonly string[]>> = {
  BER: ['BER'],
  BHZ: ['CNF', 'PLU'],
  BJS: ['PEK', 'PKX'],
  BKK: ['BKK', 'DMK'],
  BUE: ['EZE', 'AEP'],
  CHI: ['ORD', 'MDW'],
  DFW: ['DFW', 'DAL'],
  HOU: ['IAH', 'HOU'],
  IST: ['IST', 'SAW'],
  JKT: ['CGK', 'HLP'],
  LON: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'],
  MEX: ['MEX', 'NLU'],
  MIL: ['MXP', 'LIN', 'BGY'],
  MOW: ['SVO', 'DME', 'VKO'],
  NYC: ['JFK', 'LGA', 'EWR'],
  OSA: ['KIX', 'ITM'],
  PAR: ['CDG', 'ORY', 'BVA'],
  RIO: ['GIG', 'SDU'],
  ROM: ['FCO', 'CIA'],
  SAO: ['GRU', 'CGH', 'VCP'],
  SEL: ['ICN', 'GMP'],
  SHA: ['PVG', 'SHA'],
  STO: ['ARN', 'BMA', 'NYO'],
  TCI: ['TFN', 'TFS'],
  TYO: ['NRT', 'HND'],
  WAS: ['IAD', 'DCA', 'BWI'],
  YMQ: ['YUL'],
  YTO: ['YYZ', 'YTZ'],
};

const CITY_CODE_BY_AIRPORT: ReadonlyMap<string, string> = new Map(
  Object.entries(METRO_AIRPORTS).flatMap(([city, airports]) =>
    airports.map((airport) => [airport, city] as const),
  ),
);

/** The IATA city code of an airport: its metropolitan code when it has one, else its own code. */
export function findCityCode(airportCode: string): string {
  return CITY_CODE_BY_AIRPORT.get(airportCode) ?? airportCode;
}
