import type { ApiConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ReferenceData } from '../../platform/reference-data/reference-data.loader.ts';
import { createAmadeusHotelSupplier } from './amadeus/amadeus-hotel-supplier.ts';
import { createBuiltinHotelSupplier } from './builtin/builtin-hotel-supplier.ts';
import type { HotelSupplier } from './hotel-supplier.port.ts';

export type HotelSupplierConfig = Pick<
  ApiConfig,
  | 'FLIGHT_SUPPLIER'
  | 'AMADEUS_CLIENT_ID'
  | 'AMADEUS_CLIENT_SECRET'
  | 'AMADEUS_HOSTNAME'
  | 'AMADEUS_HOST'
  | 'AMADEUS_PORT'
  | 'AMADEUS_SSL'
  | 'API_PUBLIC_URL'
>;

/**
 * The hotel supplier the configuration asks for, with the flight supplier's switch (decision 013):
 * FLIGHT_SUPPLIER=builtin gives the built-in inventory, =amadeus the Amadeus adapter on the same
 * credentials and endpoint (AMADEUS_HOST, AMADEUS_PORT, AMADEUS_SSL).
 */
export function selectHotelSupplier(
  config: HotelSupplierConfig,
  deps: { referenceData: ReferenceData; clock: Clock; timeoutMs?: number },
): HotelSupplier {
  if (config.FLIGHT_SUPPLIER === 'builtin') {
    return createBuiltinHotelSupplier({
      referenceData: deps.referenceData,
      clock: deps.clock,
      mediaBaseUrl: config.API_PUBLIC_URL,
    });
  }
  if (!config.AMADEUS_CLIENT_ID || !config.AMADEUS_CLIENT_SECRET) {
    // loadApiConfig refuses this already; kept for callers that build the config by hand.
    throw new Error('FLIGHT_SUPPLIER=amadeus needs AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET');
  }
  const ssl = config.AMADEUS_SSL ?? true;
  return createAmadeusHotelSupplier({
    clientId: config.AMADEUS_CLIENT_ID,
    clientSecret: config.AMADEUS_CLIENT_SECRET,
    hostname: config.AMADEUS_HOSTNAME,
    ...(config.AMADEUS_HOST
      ? {
          baseUrl: `${ssl ? 'https' : 'http'}://${config.AMADEUS_HOST}:${config.AMADEUS_PORT ?? (ssl ? 443 : 80)}`,
        }
      : {}),
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  });
}
