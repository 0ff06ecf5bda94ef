import type { ApiConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ReferenceData } from '../../platform/reference-data/reference-data.loader.ts';
import { createAmadeusFlightSupplier } from './amadeus/amadeus-flight-supplier.ts';
import { createBuiltinFlightSupplier } from './builtin/builtin-flight-supplier.ts';
import type { FlightSupplier } from './flight-supplier.port.ts';

export type FlightSupplierConfig = Pick<
  ApiConfig,
  | 'FLIGHT_SUPPLIER'
  | 'AMADEUS_CLIENT_ID'
  | 'AMADEUS_CLIENT_SECRET'
  | 'AMADEUS_HOSTNAME'
  | 'AMADEUS_HOST'
  | 'AMADEUS_PORT'
  | 'AMADEUS_SSL'
>;

/**
 * The flight supplier the configuration asks for (FLIGHT_SUPPLIER=builtin|amadeus). AMADEUS_HOST, with
 * AMADEUS_PORT and AMADEUS_SSL (default true), points Amadeus at a custom endpoint instead of
 * AMADEUS_HOSTNAME's test or production host.
 */
export function selectFlightSupplier(
  config: FlightSupplierConfig,
  deps: { referenceData: ReferenceData; clock: Clock; timeoutMs?: number },
): FlightSupplier {
  if (config.FLIGHT_SUPPLIER === 'builtin') {
    return createBuiltinFlightSupplier({ referenceData: deps.referenceData, clock: deps.clock });
  }
  if (!config.AMADEUS_CLIENT_ID || !config.AMADEUS_CLIENT_SECRET) {
    // loadApiConfig refuses this already; kept for callers that build the config by hand.
    throw new Error('FLIGHT_SUPPLIER=amadeus needs AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET');
  }
  return createAmadeusFlightSupplier({
    clientId: config.AMADEUS_CLIENT_ID,
    clientSecret: config.AMADEUS_CLIENT_SECRET,
    hostname: config.AMADEUS_HOSTNAME,
    ...(config.AMADEUS_HOST ? { baseUrl: amadeusBaseUrl(config.AMADEUS_HOST, config) } : {}),
    clock: deps.clock,
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
  });
}

function amadeusBaseUrl(host: string, config: FlightSupplierConfig): string {
  const ssl = config.AMADEUS_SSL ?? true;
  const port = config.AMADEUS_PORT ?? (ssl ? 443 : 80);
  return `${ssl ? 'https' : 'http'}://${host}:${port}`;
}
