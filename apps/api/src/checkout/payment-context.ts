import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../platform/clock.ts';
import type { ExchangeRatesRepository } from '../platform/currency/exchange-rates.repository.ts';
import type { Database } from '../platform/db/client.ts';
import { preparedOnUse } from '../platform/db/prepared-on-use.ts';
import { visitors } from '../platform/db/schema/visitors.ts';
import { type BookingSession, todayOf } from './booking-session.service.ts';
import type { PaymentContext } from './payment-choice.ts';
import { computeSessionTotals } from './session-totals.ts';

/** The visitor's geolocated country, as the session start recorded it. */
export function createVisitorCountryRepository(db: Database) {
  // Read at every payment start: prepared once (platform/README.md), not built at each read.
  const byAgent = preparedOnUse(() =>
    db
      .select({ countryCode: visitors.countryCode })
      .from(visitors)
      .where(eq(visitors.agentId, sql.placeholder('agentId')))
      .prepare('visitor_country_by_agent'),
  );
  return {
    async find(agentId: string): Promise<string | null> {
      const [row] = await byAgent().execute({ agentId });
      return row?.countryCode ?? null;
    },
  };
}

/**
 * What decides the methods a session is offered, read on the server: its totals, the billing
 * country (the payer's) and then the visitor's, the card tokenized in the page, today's rates.
 */
export function createPaymentContextReader(deps: {
  db: Database;
  rates: Pick<ExchangeRatesRepository, 'tableOn'>;
  clock: Clock;
}) {
  const visitorCountry = createVisitorCountryRepository(deps.db);
  return async (session: BookingSession): Promise<PaymentContext> => {
    const countries = [session.billing?.country.code, await visitorCountry.find(session.agentId)].filter(
      (code): code is string => typeof code === 'string' && code.length === 2,
    );
    return {
      totals: computeSessionTotals(session),
      countries: [...new Set(countries.map((code) => code.toUpperCase()))],
      cardBrand: session.card?.brand ?? null,
      rates: await deps.rates.tableOn(todayOf(deps.clock)),
    };
  };
}
