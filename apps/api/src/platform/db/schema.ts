// The one list of tables Drizzle knows; drizzle-kit reads it to generate migrations.
// The tables take their jsonb types from the slices with `import type` only: the slices import these
// tables, so a value import would be a cycle at runtime.
export { bagAdditions } from './schema/bag-additions.ts';
export { bookingSessions } from './schema/booking-sessions.ts';
export { bookings } from './schema/bookings.ts';
export { cancellationRequests } from './schema/cancellation-requests.ts';
export { companyContacts } from './schema/company-contacts.ts';
export { contentNodes } from './schema/content-nodes.ts';
export { flightOrders } from './schema/flight-orders.ts';
export { hotelOrders } from './schema/hotel-orders.ts';
export { outbox } from './schema/outbox.ts';
export { paymentNotifications, payments, paymentTokens, sandboxOrders } from './schema/payments.ts';
export { rateLimits } from './schema/rate-limits.ts';
export { airlines, airports, appMeta, exchangeRates } from './schema/reference-data.ts';
export { searchRequests } from './schema/search-requests.ts';
export { consentRecords, visitors } from './schema/visitors.ts';
export { webVitalSamples } from './schema/web-vital-samples.ts';
