import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisitorCountry } from '../../lib/visitor-country.server';
import { resolveDealsVisitor } from './deals-visitor.server';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MEXICO = {
  detected: true,
  countryCode: 'MX',
  country: 'México',
  currencyCode: 'MXN',
  currencyName: 'Peso mexicano',
  flag: '🇲🇽',
  city: 'Ciudad de México',
  latitude: 19.43,
  longitude: -99.13,
};

/** The API as the web server reaches it: answers by method and path, every call recorded. */
function stubApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
      calls.push(key);
      return answers[key]?.() ?? json(404, { code: 'NOT_FOUND' });
    }),
  );
  return calls;
}

const nearbyMexico = () =>
  json(200, { data: [{ distanceKm: 5, airports: [{ iataCode: 'MEX', name: 'Benito Juárez' }] }] });

afterEach(() => vi.unstubAllGlobals());

describe('resolveDealsVisitor', () => {
  it("starts from the main airport of the visitor's city, in their country's currency", async () => {
    stubApi({
      'GET /visitor/location': () => json(200, { data: MEXICO }),
      'GET /airports/nearby': nearbyMexico,
    });
    const visitor = await resolveDealsVisitor(new Request('http://site.test/ofertas'), 'es');
    expect(visitor).toEqual({ origin: 'MEX', currency: 'MXN', originProblem: null, typedOrigin: null });
  });

  it("asks the API where the visitor is once per page, the root loader's question included", async () => {
    const calls = stubApi({
      'GET /visitor/location': () => json(200, { data: MEXICO }),
      'GET /airports/nearby': nearbyMexico,
    });
    const request = new Request('http://site.test/ofertas');
    const [country, visitor] = await Promise.all([
      readVisitorCountry(request),
      resolveDealsVisitor(request, 'es'),
    ]);
    expect(country).toBe('MX');
    expect(visitor.origin).toBe('MEX');
    expect(calls.filter((call) => call === 'GET /visitor/location')).toHaveLength(1);
  });

  it('keeps an origin the visitor typed, and asks nothing when the currency is typed too', async () => {
    const calls = stubApi({});
    const visitor = await resolveDealsVisitor(
      new Request('http://site.test/ofertas?origin=lim&currency=pen'),
      'es',
    );
    expect(visitor).toEqual({ origin: 'LIM', currency: 'PEN', originProblem: null, typedOrigin: 'lim' });
    expect(calls).toEqual([]);
  });

  it('falls back to Bogotá when the location is unknown or the API fails, and says a typed origin was wrong', async () => {
    stubApi({ 'GET /visitor/location': () => json(503, { code: 'SERVICE_UNAVAILABLE' }) });
    const visitor = await resolveDealsVisitor(new Request('http://site.test/ofertas?origin=12'), 'es');
    expect(visitor).toEqual({ origin: 'BOG', currency: 'USD', originProblem: 'invalid', typedOrigin: '12' });
  });
});
