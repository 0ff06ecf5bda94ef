import type { SiteLocale } from '@travel/contract/locale';
import type { ConsentRecordBody, VisitorLocation } from '@travel/contract/visitor';
import { DEFAULT_CURRENCY, findAllowedCurrency } from '@travel/domain/money';
import type { AirportsRepository } from '../airports/airports.repository.ts';
import type { Clock } from '../platform/clock.ts';
import type { Ids } from '../platform/ids.ts';
import { cityNameIn, countryNameIn } from '../platform/reference-data/place-names.ts';
import type { AgentIds } from './agent-id.ts';
import type { IpGeolocation } from './ip-geolocation.port.ts';
import type { VisitorRepository } from './visitor.repository.ts';

export interface VisitorServiceDeps {
  visitors: VisitorRepository;
  airports: AirportsRepository;
  geolocation: IpGeolocation;
  agentIds: AgentIds;
  clock: Clock;
  ids: Ids;
}

export function createVisitorService(deps: VisitorServiceDeps) {
  return {
    /**
     * Spec §2 start-up: keeps the first of the visitor's ids (cookie, then body) that the API issued,
     * or issues a new one, and counts the session.
     */
    async startSession(held: readonly (string | undefined)[], ip: string) {
      const agentId = held.find((candidate) => deps.agentIds.isIssued(candidate)) ?? deps.agentIds.issue();
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

    /**
     * Records a cookie decision against the visitor's agentId (the one they hold when the API issued
     * it, a new one otherwise: a visitor may decide before any session start). A privacy signal keeps
     * marketing off whatever the body says, so the trail never shows a consent the browser refused.
     */
    async recordConsent(held: readonly (string | undefined)[], body: ConsentRecordBody) {
      const agentId = held.find((candidate) => deps.agentIds.isIssued(candidate)) ?? deps.agentIds.issue();
      const row = await deps.visitors.recordConsent({
        id: deps.ids.uuid(),
        agentId,
        performance: body.performance,
        marketing: body.marketing && !body.privacySignal,
        method: body.method,
        policyVersion: body.policyVersion,
        privacySignal: body.privacySignal,
        recordedAt: deps.clock.now(),
      });
      return {
        id: row.id,
        agentId: row.agentId,
        performance: row.performance,
        marketing: row.marketing,
        recordedAt: row.recordedAt.toISOString(),
      };
    },

    /** Spec §8: a failed lookup means US dollars; so does a country whose currency we do not sell in. */
    async locate(ip: string, lang: SiteLocale): Promise<VisitorLocation> {
      const found = deps.geolocation.lookup(ip);
      const allowed = found?.currencyCodes.map((code) => findAllowedCurrency(code)).find(Boolean);
      const currency = allowed ?? findAllowedCurrency(DEFAULT_CURRENCY);
      if (!currency) throw new Error('USD missing from the currency table');
      const airport = found ? await deps.airports.largestInCountry(found.countryCode) : undefined;
      return {
        detected: found !== null,
        countryCode: found?.countryCode ?? null,
        country: airport ? countryNameIn(airport, lang) : (found?.countryName ?? null),
        currencyCode: currency.code,
        currencyName: currency.name,
        flag: currency.flag,
        city: airport ? cityNameIn(airport, lang) : null,
        latitude: airport?.latitude ?? null,
        longitude: airport?.longitude ?? null,
      };
    },
  };
}
export type VisitorService = ReturnType<typeof createVisitorService>;
