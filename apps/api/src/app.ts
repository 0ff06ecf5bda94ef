import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEV_PAYMENT_MAC_SECRET } from './config.ts';
import { createExchangeRatesRepository } from './currency/exchange-rates.repository.ts';
import type { DatabaseHandle } from './db/client.ts';
import { airRoutes } from './modules/air/air.routes.ts';
import { createAirService } from './modules/air/air.service.ts';
import { createAirportsRepository } from './modules/airports/airports.repository.ts';
import { airportsRoutes } from './modules/airports/airports.routes.ts';
import { createAirportsService } from './modules/airports/airports.service.ts';
import { createBookingSessionRepository } from './modules/booking-session/booking-session.repository.ts';
import { bookingSessionRoutes } from './modules/booking-session/booking-session.routes.ts';
import { createBookingSessionService } from './modules/booking-session/booking-session.service.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { flightOrdersRoutes } from './modules/flight-orders/flight-orders.routes.ts';
import {
  createFlightOrdersService,
  findSupplierOrderCreator,
} from './modules/flight-orders/flight-orders.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createOutboxRepository } from './modules/mail/outbox.repository.ts';
import { createPaymentRepository } from './modules/payment/payment.repository.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { createPaymentService } from './modules/payment/payment.service.ts';
import { paymentSandboxRoutes } from './modules/payment-sandbox/payment-sandbox.routes.ts';
import { createSearchRequestsRepository } from './modules/search-requests/search-requests.repository.ts';
import { searchRequestsRoutes } from './modules/search-requests/search-requests.routes.ts';
import { createSearchRequestsService } from './modules/search-requests/search-requests.service.ts';
import { createVisitorRepository } from './modules/visitor/visitor.repository.ts';
import { visitorRoutes } from './modules/visitor/visitor.routes.ts';
import { createVisitorService } from './modules/visitor/visitor.service.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { createPostgresRateLimitStore } from './plugins/postgres-rate-limit-store.ts';
import { frameworkErrors, problemDetailsPlugin } from './plugins/problem-details.ts';
import { securityPlugin } from './plugins/security.ts';
import type { Clock, FlightSupplier } from './providers/flight-supplier/flight-supplier.port.ts';
import type { IpGeolocation } from './providers/ip-geolocation/ip-geolocation.port.ts';
import { createSandboxPaymentRepository } from './providers/payment-gateway/sandbox-payment.repository.ts';
import {
  createSandboxPaymentGateway,
  type RandomBytes,
} from './providers/payment-gateway/sandbox-payment-gateway.ts';

export interface AppDeps {
  database: DatabaseHandle;
  supplier: FlightSupplier;
  clock: Clock;
  geolocation: IpGeolocation;
  webOrigin: string;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client. */
  trustProxy?: boolean | string;
  /** Where browsers reach the API (payment page and baggage links); default http://localhost:4000. */
  apiPublicUrl?: string;
  /** PAYMENT_MAC_SECRET: signs and checks the payment return; a development default otherwise. */
  paymentMacSecret?: string;
  /** Where contact and enquiry forms are delivered. */
  contactInbox?: string;
  /** Source of random bytes for tokens, cart ids and references (crypto by default). */
  random?: RandomBytes;
  logger?: FastifyServerOptions['logger'];
}

/** The one composition root: every module and provider is wired here, by hand. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: deps.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; any other body type is a 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain');

  await app.register(problemDetailsPlugin);
  await app.register(securityPlugin, {
    webOrigin: deps.webOrigin,
    rateLimitStore: createPostgresRateLimitStore(deps.database.db),
  });
  await app.register(openapiPlugin);

  const { db } = deps.database;
  await app.register(healthRoutes(deps.database));
  const airports = createAirportsRepository(db);
  const rates = createExchangeRatesRepository(db);
  await app.register(airportsRoutes(createAirportsService({ repository: airports })));
  const air = createAirService({ supplier: deps.supplier, airports, rates, clock: deps.clock });
  await app.register(airRoutes(air));
  await app.register(
    visitorRoutes(
      createVisitorService({
        visitors: createVisitorRepository(db),
        airports,
        geolocation: deps.geolocation,
      }),
    ),
  );
  const apiPublicUrl = deps.apiPublicUrl ?? 'http://localhost:4000';
  const random = deps.random ?? ((size: number) => randomBytes(size));
  const gateway = createSandboxPaymentGateway({
    repository: createSandboxPaymentRepository(db),
    clock: deps.clock,
    random,
    macSecret: deps.paymentMacSecret ?? DEV_PAYMENT_MAC_SECRET,
    apiPublicUrl,
    webOrigin: deps.webOrigin,
  });
  await app.register(
    bookingSessionRoutes(
      createBookingSessionService({
        sessions: createBookingSessionRepository(db),
        air,
        gateway,
        rates,
        clock: deps.clock,
        apiPublicUrl,
      }),
    ),
  );
  await app.register(paymentSandboxRoutes(gateway, { webOrigin: deps.webOrigin }));
  await app.register(
    paymentRoutes(
      createPaymentService({
        sessions: createBookingSessionRepository(db),
        payments: createPaymentRepository(db),
        gateway,
        clock: deps.clock,
        random,
      }),
    ),
  );
  const createSupplierOrder = findSupplierOrderCreator(deps.supplier);
  const flightOrders = createFlightOrdersService({
    db,
    clock: deps.clock,
    random,
    supplierName: createSupplierOrder ? 'supplier' : 'builtin',
    createSupplierOrder,
  });
  await app.register(flightOrdersRoutes(flightOrders));
  await app.register(
    bookingsRoutes(
      createBookingsService({
        db,
        gateway,
        flightOrders,
        clock: deps.clock,
        random,
        webOrigin: deps.webOrigin,
      }),
    ),
  );
  await app.register(
    searchRequestsRoutes(createSearchRequestsService({ repository: createSearchRequestsRepository(db) })),
  );
  await app.register(
    contactRoutes(
      createContactService({
        outbox: createOutboxRepository(db),
        clock: deps.clock,
        inbox: deps.contactInbox ?? 'contacto@viajes.example',
        newId: () => randomUUID(),
      }),
    ),
  );

  await app.ready();
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
