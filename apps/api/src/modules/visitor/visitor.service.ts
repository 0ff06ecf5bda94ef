import { DEFAULT_CURRENCY, findAllowedCurrency } from '@travel/domain/money';
import type { IpGeolocation } from '../../providers/ip-geolocation/ip-geolocation.port.ts';
import type { AirportsRepository } from '../airports/airports.repository.ts';
import type { VisitorRepository } from './visitor.repository.ts';
import type { VisitorLocation } from './visitor.schemas.ts';

export interface VisitorServiceDeps {
  visitors: VisitorRepository;
  airports: AirportsRepository;
  geolocation: IpGeolocation;
}

export function createVisitorService(deps: VisitorServiceDeps) {
  return {
    async startSession(agentId: string, ip: string) {
      const row = await deps.visitors.recordSessionStart(
        agentId,
        deps.geolocation.lookup(ip)?.countryCode ?? null,
      );
      return {
        agentId: row.agentId,
        sessionsStarted: row.sessionsStarted,
        firstSeenAt: row.firstSeenAt.toISOString(),
      };
    },

    /** Spec §8: a failed lookup means US dollars; so does a country whose currency we do not sell in. */
    async locate(ip: string, lang: 'es' | 'en'): Promise<VisitorLocation> {
      const found = deps.geolocation.lookup(ip);
      const allowed = found?.currencyCodes.map((code) => findAllowedCurrency(code)).find(Boolean);
      const currency = allowed ?? findAllowedCurrency(DEFAULT_CURRENCY);
      if (!currency) throw new Error('USD missing from the currency table');
      const airport = found ? await deps.airports.largestInCountry(found.countryCode) : undefined;
      return {
        detected: found !== null,
        countryCode: found?.countryCode ?? null,
        country: airport
          ? lang === 'es'
            ? airport.countryNameEs
            : airport.countryName
          : (found?.countryName ?? null),
        currencyCode: currency.code,
        currencyName: currency.name,
        flag: currency.flag,
        city: airport ? (lang === 'es' ? airport.cityNameEs : airport.cityName) : null,
        latitude: airport?.latitude ?? null,
        longitude: airport?.longitude ?? null,
      };
    },
  };
}
export type VisitorService = ReturnType<typeof createVisitorService>;
