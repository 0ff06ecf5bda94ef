import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

type Operation = {
  requestBody?: unknown;
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, unknown>;
};

/** One line per operation: method, path, request parts and the statuses it documents. */
function listOperations(paths: Record<string, Record<string, Operation>>): string[] {
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parts = [
        ...(operation.requestBody ? ['body'] : []),
        ...(operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`).sort(),
      ];
      const statuses = Object.keys(operation.responses ?? {}).sort();
      return `${method.toUpperCase()} ${path} (${parts.join(' ')}) → ${statuses.join(' ')}`;
    }),
  );
}

describe('openapiPlugin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  // The document is generated from the @travel/contract schemas the routes declare. Moving a schema,
  // renaming a route or dropping a documented status shows up here; change the list only on purpose.
  it('documents every operation of the API with its inputs and statuses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(listOperations(response.json().paths).sort()).toEqual([
      'GET /air/flightOffer/{id} (path:id query:currencyCode) → 200 400 404 410 429 503',
      'GET /airports/nearby (query:distance query:lang query:lat query:lon) → 200 400 429',
      'GET /content/search (query:lang query:limit query:q) → 200 400 404 429 502',
      'GET /currency/exchange-rates () → 200 503',
      'GET /deals/flights (query:currencyCode query:lang query:origin) → 200 400 404 429 503',
      'GET /deals/flights/to/{destination} (path:destination query:currencyCode query:lang query:origin) → 200 400 404 429 503',
      'GET /en/jsonapi/node/{bundle} (path:bundle query:filter[field_category] query:filter[field_destination] query:filter[field_section] query:page[limit] query:page[offset] query:sort) → 200 400 404 429 502',
      'GET /en/jsonapi/node/{bundle}/{id} (path:bundle path:id) → 200 400 404 429 502',
      'GET /es/jsonapi/node/{bundle} (path:bundle query:filter[field_category] query:filter[field_destination] query:filter[field_section] query:page[limit] query:page[offset] query:sort) → 200 400 404 429 502',
      'GET /es/jsonapi/node/{bundle}/{id} (path:bundle path:id) → 200 400 404 429 502',
      'GET /health () → 200',
      'GET /hotels/media/{hotelId}/{picture} (path:hotelId path:picture) → 200',
      'GET /hotels/popular (query:currencyCode query:locale) → 200 400 429 503 504',
      'GET /jsonapi/node/{bundle} (path:bundle query:filter[field_category] query:filter[field_destination] query:filter[field_section] query:page[limit] query:page[offset] query:sort) → 200 400 404 429 502',
      'GET /jsonapi/node/{bundle}/{id} (path:bundle path:id) → 200 400 404 429 502',
      'GET /payment/sandbox/local/{cartId} (path:cartId query:lang) → 200',
      'GET /payment/sandbox/pay/{cartId} (path:cartId query:lang) → 200',
      'GET /payment/sandbox/pay/{cartId}/return (path:cartId query:lang) → 200',
      'GET /payments/local/{cartId} (path:cartId query:agentId) → 200 400 403 404 429',
      'GET /pt/jsonapi/node/{bundle} (path:bundle query:filter[field_category] query:filter[field_destination] query:filter[field_section] query:page[limit] query:page[offset] query:sort) → 200 400 404 429 502',
      'GET /pt/jsonapi/node/{bundle}/{id} (path:bundle path:id) → 200 400 404 429 502',
      'GET /router/translate-path (query:path) → 200 400 404 429 502',
      'GET /search/airports (query:lang query:term) → 200 400 429',
      'GET /search/am/airports (query:lang query:term) → 200 400 429',
      'GET /user/session/{id}/baggage (path:id) → 200 400 404 409 410 422 429 503',
      'GET /visitor/location (query:lang) → 200 400',
      'PATCH /api/search_requests/{id} (body path:id) → 200 400 403 404',
      'POST /air/flight-offer/day-prices (body) → 200 400 404 410 429 503',
      'POST /air/flight-offer/results (body) → 200 400 404 410 429 503',
      'POST /air/flight-offer/search (body) → 200 400 404 410 429 503',
      'POST /air/flight-offer/validate (body) → 200 400 404 410 429 503',
      'POST /amadeus/flight/order/create (body) → 200 400 403 404 409 422 429 502 503 504',
      'POST /api/search_requests (body) → 201 400 403',
      'POST /hotels/offer/price (body) → 200 400 404 410 429 503 504',
      'POST /hotels/search (body) → 200 400 404 410 429 503 504',
      'POST /hotels/summary (body) → 200 400 404 410 429 503 504',
      'POST /mail/send (body) → 202 400 429',
      'POST /payment/sandbox/local/{cartId}/pay (body path:cartId query:lang) → 200',
      'POST /payment/sandbox/pay/{cartId}/authorise (path:cartId) → 200',
      'POST /payment/sandbox/pay/{cartId}/cancel (path:cartId) → 200',
      'POST /payment/sandbox/pay/{cartId}/card (body path:cartId query:lang) → 200',
      'POST /payment/sandbox/tokens (body) → 201 400 429',
      'POST /payment/worldpay/bg350 (body) → 200 400 403 404 409 422 429',
      'POST /payments/notifications (body) → 200 400 401 429',
      'POST /rum/web-vitals (body) → 204 400 403 413 415 429',
      'POST /user/booking/bags (body) → 200 400 404 409 422 429 503',
      'POST /user/booking/calendar (body) → 200 400 404 429',
      'POST /user/booking/cancellation (body) → 200 400 404 429',
      'POST /user/booking/cancellation/request (body) → 200 201 400 404 409 429',
      'POST /user/booking/lookup (body) → 200 400 404 429',
      'POST /user/booking/receipt (body) → 200 400 404 429',
      'POST /user/booking/resend-confirmation (body) → 202 400 404 409 429',
      'POST /user/session/add/additional-services (body) → 201 400 403 404 409 410 422 429 503',
      'POST /user/session/card/success (body) → 200 400 402 403 404 409 422 429',
      'POST /user/session/create-billing-info (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/create-passenger (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/create-payment-info (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/customer (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/details (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/hold/extend (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/payment-direction (body) → 200 400 403 404 409 422 429',
      'POST /user/session/payment-methods (body) → 200 400 403 404 429',
      'POST /user/session/payment/abandon (body) → 200 400 403 404 409 422 429',
      'POST /user/session/set/bag-addition-order (body) → 200 400 403 404 409 422 429 503',
      'POST /user/session/set/flight-order (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/set/hotel-order (body) → 200 400 403 404 409 410 422 429 503',
      'POST /user/session/start (body) → 200 400 429',
      'POST /visitor/consent (body) → 201 400 429',
    ]);
  });
});
