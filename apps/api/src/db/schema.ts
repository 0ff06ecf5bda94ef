// The one list of tables Drizzle knows; drizzle-kit reads it to generate migrations.
export { bookingSessions } from './schema/booking-sessions.ts';
export { bookings, flightOrders } from './schema/bookings.ts';
export { outbox } from './schema/outbox.ts';
export { payments, paymentTokens, sandboxOrders } from './schema/payments.ts';
export { rateLimits } from './schema/rate-limits.ts';
export { airlines, airports, appMeta, exchangeRates } from './schema/reference-data.ts';
export { searchRequests } from './schema/search-requests.ts';
export { visitors } from './schema/visitors.ts';
