import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAirportsRepository } from './airports/airports.repository.ts';
import { airportsRoutes } from './airports/airports.routes.ts';
import { createAirportsService } from './airports/airports.service.ts';
import { createBagAdditionAssessment } from './ancillaries/bag-addition-assessment.ts';
import { createBagAdditionProductLine } from './ancillaries/bag-addition-product-line.ts';
import { bagAdditionsRoutes } from './ancillaries/bag-additions.routes.ts';
import { createBagAdditionsService } from './ancillaries/bag-additions.service.ts';
import { createBookingCancellation } from './checkout/booking-cancellation.ts';
import { bookingDocumentsRoutes } from './checkout/booking-documents.routes.ts';
import { createBookingMailRenderers } from './checkout/booking-mails.ts';
import { bookingSelfServiceRoutes } from './checkout/booking-self-service.routes.ts';
import { createBookingSelfService } from './checkout/booking-self-service.service.ts';
import { createBookingSessionRepository } from './checkout/booking-session.repository.ts';
import { bookingSessionRoutes } from './checkout/booking-session.routes.ts';
import { createBookingSessionService } from './checkout/booking-session.service.ts';
import { bookingsRoutes } from './checkout/bookings.routes.ts';
import { createBookingsService } from './checkout/bookings.service.ts';
import { createLocalPaymentExpiryWorker } from './checkout/local-payment-expiry-worker.ts';
import { localPaymentsRoutes } from './checkout/local-payments.routes.ts';
import { createLocalPaymentsService } from './checkout/local-payments.service.ts';
import { createPaymentAttemptsRepository } from './checkout/payment-attempts.repository.ts';
import { createPaymentContextReader } from './checkout/payment-context.ts';
import { createPaymentMethodsService } from './checkout/payment-methods.service.ts';
import { createPaymentNotificationsRepository } from './checkout/payment-notifications.repository.ts';
import { createPaymentReturnService } from './checkout/payment-return.service.ts';
import { paymentStartRoutes } from './checkout/payment-start.routes.ts';
import { createPaymentStartService } from './checkout/payment-start.service.ts';
import { createProductLines } from './checkout/product-lines.ts';
import { createCompanyContactsRepository } from './company-contacts/company-contacts.repository.ts';
import { companyContactsRoutes } from './company-contacts/company-contacts.routes.ts';
import { createCompanyContactsService } from './company-contacts/company-contacts.service.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { createContactService } from './contact/contact.service.ts';
import { createBuiltinContentSource } from './content/builtin/builtin-content-source.ts';
import { createContentRepository } from './content/builtin/content.repository.ts';
import { contentRoutes } from './content/content.routes.ts';
import { createContentService } from './content/content.service.ts';
import type { ContentSource } from './content/content-source.port.ts';
import { airRoutes } from './flights/air.routes.ts';
import { createAirService } from './flights/air.service.ts';
import { createAirlineNamesRepository } from './flights/deals/airline-names.repository.ts';
import { dealsRoutes } from './flights/deals/deals.routes.ts';
import { createDealsService } from './flights/deals/deals.service.ts';
import { createDealsRefreshWorker } from './flights/deals/deals-refresh-worker.ts';
import { flightOrdersRoutes } from './flights/flight-orders.routes.ts';
import { createFlightOrdersService, findSupplierOrderCreator } from './flights/flight-orders.service.ts';
import { createFlightProductLine } from './flights/flight-product-line.ts';
import type { SearchPages } from './flights/search-pages.ts';
import { createSearchRequestsRepository } from './flights/search-requests.repository.ts';
import { searchRequestsRoutes } from './flights/search-requests.routes.ts';
import { createSearchRequestsService } from './flights/search-requests.service.ts';
import type { FlightSupplier } from './flights/supplier/flight-supplier.port.ts';
import { healthRoutes } from './health/health.routes.ts';
import { createHotelDestinationsRepository } from './hotels/hotel-destinations.repository.ts';
import { createHotelOrdersService } from './hotels/hotel-orders.service.ts';
import { createHotelProductLine } from './hotels/hotel-product-line.ts';
import { hotelsRoutes } from './hotels/hotels.routes.ts';
import { createHotelsService } from './hotels/hotels.service.ts';
import type { HotelSupplier } from './hotels/supplier/hotel-supplier.port.ts';
import { NOTIFICATION_SIGNATURE_HEADER } from './payments/payment-notification-check.ts';
import { createPaymentReturnCheck } from './payments/payment-return-check.ts';
import { localPaymentSandboxRoutes } from './payments/sandbox/methods/local-payment-sandbox.routes.ts';
import { createSandboxLocalOrdersRepository } from './payments/sandbox/methods/sandbox-local-orders.repository.ts';
import { createSandboxLocalPayments } from './payments/sandbox/methods/sandbox-local-payments.ts';
import { paymentSandboxRoutes } from './payments/sandbox/payment-sandbox.routes.ts';
import { createSandboxPaymentRepository } from './payments/sandbox/sandbox-payment.repository.ts';
import { createSandboxPaymentGateway } from './payments/sandbox/sandbox-payment-gateway.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import {
  cacheRateTables,
  createExchangeRatesRepository,
} from './platform/currency/exchange-rates.repository.ts';
import { exchangeRatesRoutes } from './platform/currency/exchange-rates.routes.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { cryptoIds, type Ids } from './platform/ids.ts';
import type { MailRenderers } from './platform/outbox/mail-renderers.ts';
import type { Mailer } from './platform/outbox/mailer.port.ts';
import { createOutboxRepository } from './platform/outbox/outbox.repository.ts';
import { createOutboxWorker } from './platform/outbox/outbox-worker.ts';
import { agentIdGuardPlugin } from './plugins/agent-id-guard.ts';
import { bookingOwnerGuessesPlugin } from './plugins/booking-owner-guesses.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { createPostgresRateLimitStore } from './plugins/postgres-rate-limit-store.ts';
import { clientErrors, frameworkErrors, problemDetailsPlugin } from './plugins/problem-details.ts';
import { securityPlugin } from './plugins/security.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';
import { createAttributionReportRepository } from './reports/attribution-report.repository.ts';
import { createAttributionReportService } from './reports/attribution-report.service.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { createWebVitalsRepository } from './rum/web-vitals.repository.ts';
import { webVitalsReportRoutes, webVitalsRoutes } from './rum/web-vitals.routes.ts';
import { createWebVitalsService } from './rum/web-vitals.service.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './server-timeouts.ts';
import { createAgentIds } from './visitor/agent-id.ts';
import type { IpGeolocation } from './visitor/ip-geolocation.port.ts';
import { createVisitorRepository } from './visitor/visitor.repository.ts';
import { visitorRoutes } from './visitor/visitor.routes.ts';
import { createVisitorService } from './visitor/visitor.service.ts';

export interface AppDeps {
  database: DatabaseHandle;
  /** The flight supplier port: built-in inventory or Amadeus (select-flight-supplier.ts). */
  supplier: FlightSupplier;
  /**
   * Where flight results pages are made: a worker thread running the built-in supplier in the
   * server (search-pages.thread.ts, decision 031); this thread, with `supplier`, by default. Closed
   * with the app.
   */
  searchPages?: SearchPages;
  /**
   * The hotel supplier port: built-in inventory or Amadeus (select-hotel-supplier.ts). Without one
   * the API sells no hotels: no hotel routes and no hotel line (decision 013).
   */
  hotelSupplier?: HotelSupplier;
  /**
   * Where content comes from: a Drupal site (content/drupal/) or, by default, the built-in files
   * loaded into this database (content/builtin/).
   */
  content?: ContentSource;
  /** The time every service reads: the machine's by default, a test's own in tests. */
  clock?: Clock;
  /** Where every id and random token comes from: crypto by default. */
  ids?: Ids;
  /** IP to country (the geoip-country database: visitor/geoip-country-geolocation.ts). */
  geolocation: IpGeolocation;
  /**
   * Where the outbox's mails go (nodemailer: .eml files or SMTP). Given, the app runs an outbox
   * worker from listen to close; without one (tests), mails stay queued for a worker of their own.
   */
  mailer?: Mailer;
  /** Receives the renderers of the mails queued as templates (booking mails): tests render with them. */
  onMailRenderers?: (renderers: MailRenderers) => void;
  webOrigin: string;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client. */
  trustProxy?: boolean | string;
  /** Where browsers reach the API (payment page and baggage links); default http://localhost:4000. */
  apiPublicUrl?: string;
  /**
   * PAYMENT_MAC_SECRET: signs and checks the payment return, and keys the visitor ids the API issues
   * (no default: see load-payment-mac-secret.ts).
   */
  paymentMacSecret: string;
  /**
   * PAYMENT_NOTIFICATION_SECRET: signs (sandbox) and checks (API) payment notifications. server.ts
   * always passes one (configured, or generated under DATA_DIR); without it (tests) a key is derived
   * from the MAC secret, never a constant.
   */
  paymentNotificationSecret?: string;
  /** Test-only routes (ENABLE_TEST_ROUTES): e.g. expire a local payment now. */
  enableTestRoutes?: boolean;
  /** Where contact and enquiry forms are delivered. */
  contactInbox?: string;
  /** REPORTS_TOKEN: the bearer token of the reports for the people who run the site; unset, no reports. */
  reportsToken?: string;
  logger?: FastifyServerOptions['logger'];
  /** Limits on slow clients; DEFAULT_SERVER_TIMEOUTS for those not given. */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * The one composition root (ARCHITECTURE §7): every port is chosen here (clock, ids, flight supplier,
 * payment gateway, mailer, geolocation, the product lines checkout sells) and every slice is wired by
 * hand. Checkout never imports a product: it gets the registry of lines built here.
 */
export async function buildApp(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const ids = deps.ids ?? cryptoIds;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: deps.trustProxy ?? false,
    ...serverTimeoutOptions(deps.timeouts),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; any other body type is a 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain');

  await app.register(problemDetailsPlugin);
  await app.register(httpCachingPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin, {
    webOrigin: deps.webOrigin,
    rateLimitStore: createPostgresRateLimitStore(deps.database.db),
  });
  await app.register(bookingOwnerGuessesPlugin);
  const agentIds = createAgentIds(deps.paymentMacSecret, ids);
  await app.register(cookie);
  const publicUrl = new URL(deps.apiPublicUrl ?? 'http://localhost:4000');
  await app.register(xsrfPlugin, { apiOrigin: publicUrl.origin, secure: publicUrl.protocol === 'https:' });
  // Before the routes and the OpenAPI document, so both see the 403 it adds.
  await app.register(agentIdGuardPlugin, { isIssued: agentIds.isIssued });
  await app.register(openapiPlugin);

  const { db } = deps.database;
  const apiPublicUrl = deps.apiPublicUrl ?? 'http://localhost:4000';

  // Platform and payments: the ports every slice shares.
  const rates = cacheRateTables(createExchangeRatesRepository(db));
  const airports = createAirportsRepository(db);
  const gateway = createSandboxPaymentGateway({
    repository: createSandboxPaymentRepository(db),
    clock,
    ids,
    macSecret: deps.paymentMacSecret,
    apiPublicUrl,
    webOrigin: deps.webOrigin,
  });

  // Local methods (decision 017): the sandbox delivers its signed notifications through the API's own
  // HTTP route, exactly as a PSP's webhook arrives.
  const notificationSecret =
    deps.paymentNotificationSecret ??
    createHmac('sha256', deps.paymentMacSecret).update('payment-notification-key').digest('hex');
  const localGateway = createSandboxLocalPayments({
    orders: createSandboxLocalOrdersRepository(db),
    clock,
    ids,
    notificationSecret,
    apiPublicUrl,
    webOrigin: deps.webOrigin,
    async deliver(rawBody, signature) {
      const response = await app.inject({
        method: 'POST',
        url: '/payments/notifications',
        headers: { 'content-type': 'application/json', [NOTIFICATION_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      // A gateway retries what was not taken; the sandbox leaves that to the sweep and the status reads.
      if (response.statusCode >= 400)
        app.log.warn({ status: response.statusCode }, 'payment notification refused');
    },
  });

  // Flights, and the flight line checkout sells.
  const { searchPages } = deps;
  const air = createAirService({
    supplier: deps.supplier,
    airports,
    rates,
    clock,
    ...(searchPages ? { pages: searchPages } : {}),
  });
  if (searchPages) app.addHook('onClose', () => searchPages.close());
  const createSupplierOrder = findSupplierOrderCreator(deps.supplier);
  const flightOrders = createFlightOrdersService({
    db,
    clock,
    ids,
    supplierName: createSupplierOrder ? 'supplier' : 'builtin',
    createSupplierOrder,
  });
  // Hotels, and the hotel line checkout sells (decision 013).
  const hotelSupplier = deps.hotelSupplier;
  const hotels =
    hotelSupplier &&
    createHotelsService({
      supplier: hotelSupplier,
      destinations: createHotelDestinationsRepository(db),
      rates,
      clock,
    });
  const hotelLine =
    hotelSupplier &&
    hotels &&
    createHotelProductLine({
      hotels,
      hotelOrders: createHotelOrdersService({
        db,
        supplier: hotelSupplier,
        supplierName: hotelSupplier.name,
        clock,
        agencyEmail: deps.contactInbox ?? 'contacto@andariego.example',
      }),
    });
  // Bags added to a booked flight (decision 021): a line of its own, sold through the same checkout.
  const bagAssessment = createBagAdditionAssessment({
    db,
    rates,
    clock,
    timeZoneOf: async (code) => (await airports.findByCodes([code]))[0]?.timeZone,
  });
  const lines = createProductLines([
    createFlightProductLine({ air, flightOrders }),
    ...(hotelLine ? [hotelLine] : []),
    createBagAdditionProductLine({ db, assessment: bagAssessment, clock }),
  ]);

  // Checkout: the cart, the payment start and return, the booking.
  const sessions = createBookingSessionRepository(db);
  const payments = createPaymentAttemptsRepository(db);
  // The airports' zones, for the calendar and for the check-in times recorded on an ordered booking.
  // Reference data that does not change while the process runs: each airport's is read once, so the
  // booking's hot path gains no round trip.
  const knownZones = new Map<string, string>();
  const timeZonesOf = async (codes: string[]) => {
    const missing = codes.filter((code) => !knownZones.has(code));
    if (missing.length > 0) {
      for (const row of await airports.findByCodes(missing)) knownZones.set(row.iataCode, row.timeZone);
    }
    return new Map(
      codes.flatMap((code) => {
        const zone = knownZones.get(code);
        return zone ? [[code, zone] as const] : [];
      }),
    );
  };
  const bookings = createBookingsService({
    db,
    lines,
    gateway,
    clock,
    ids,
    webOrigin: deps.webOrigin,
    timeZonesOf,
  });
  const paymentReturn = createPaymentReturnService({
    sessions,
    payments,
    bookings,
    returns: createPaymentReturnCheck({ macSecret: deps.paymentMacSecret, gateway }),
    gateway,
    lines,
    clock,
  });

  // Registered in the order the OpenAPI document lists them.
  await app.register(healthRoutes(deps.database));
  await app.register(airportsRoutes(createAirportsService({ repository: airports })));
  await app.register(airRoutes(air));
  if (hotels) {
    await app.register(hotelsRoutes(hotels));
    // In the background once listening: the first visitors of the hotel page find the prices ready.
    app.addHook('onListen', async () => {
      void hotels.warmPopularCities((query, err) =>
        app.log.warn({ err, query }, 'popular hotel cities not priced; the first visitor prices them'),
      );
    });
  }
  // Deals: computed from the supplier's cheapest dates, kept per process and refreshed while listening.
  const deals = createDealsService({
    supplier: deps.supplier,
    airports,
    airlines: createAirlineNamesRepository(db),
    rates,
    clock,
  });
  await app.register(dealsRoutes(deals));
  const dealsRefresh = createDealsRefreshWorker({ deals, logger: app.log });
  app.addHook('onListen', async () => dealsRefresh.start());
  app.addHook('onClose', async () => dealsRefresh.stop());
  await app.register(exchangeRatesRoutes({ rates, clock }));
  await app.register(
    visitorRoutes(
      createVisitorService({
        visitors: createVisitorRepository(db),
        airports,
        geolocation: deps.geolocation,
        agentIds,
        clock,
        ids,
      }),
      { apiPublicUrl },
    ),
  );
  const bookingSessionService = createBookingSessionService({
    sessions,
    lines,
    gateway,
    rates,
    clock,
    ids,
    apiPublicUrl,
  });
  await app.register(bookingSessionRoutes(bookingSessionService));
  await app.register(paymentSandboxRoutes(gateway, { webOrigin: deps.webOrigin }));
  await app.register(localPaymentSandboxRoutes(localGateway, { webOrigin: deps.webOrigin }));
  const paymentContext = createPaymentContextReader({ db, rates, clock });
  const localPayments = createLocalPaymentsService({
    db,
    payments,
    notifications: createPaymentNotificationsRepository(db),
    sessions,
    bookings,
    returns: createPaymentReturnCheck({ macSecret: deps.paymentMacSecret, gateway }),
    gateway,
    localGateway,
    notificationSecret,
    clock,
    webOrigin: deps.webOrigin,
  });
  const paymentStart = createPaymentStartService({
    sessions,
    payments,
    lines,
    gateway,
    localGateway,
    paymentContext,
    announceLocalPayment: localPayments.sendAwaitingMail,
    clock,
    ids,
  });
  await app.register(paymentStartRoutes(paymentStart));
  await app.register(
    bagAdditionsRoutes(
      createBagAdditionsService({
        assessment: bagAssessment,
        sessions,
        cart: bookingSessionService,
        abandonPayment: paymentStart.abandonPayment,
        ids,
      }),
    ),
  );
  await app.register(
    localPaymentsRoutes(
      { methods: createPaymentMethodsService({ sessions, paymentContext }), local: localPayments },
      { enableTestRoutes: deps.enableTestRoutes ?? false },
    ),
  );
  const expirySweep = createLocalPaymentExpiryWorker({ local: localPayments, logger: app.log });
  app.addHook('onListen', async () => expirySweep.start());
  app.addHook('onClose', async () => expirySweep.stop());
  await app.register(
    flightOrdersRoutes({
      settlePaidBooking: bookings.settleForSession,
      findOrderForSession: flightOrders.findForSession,
    }),
  );
  await app.register(bookingsRoutes({ paymentReturn, bookings }));
  await app.register(
    bookingDocumentsRoutes({
      bookings,
      webOrigin: deps.webOrigin,
      timeZonesOf,
      clock,
    }),
  );
  await app.register(
    bookingSelfServiceRoutes({
      selfService: createBookingSelfService({ db, bookings, clock, ids, webOrigin: deps.webOrigin }),
      cancellation: createBookingCancellation({ db, bookings, clock, ids, webOrigin: deps.webOrigin }),
      ...(deps.reportsToken ? { operatorToken: deps.reportsToken } : {}),
    }),
  );
  await app.register(
    searchRequestsRoutes(
      createSearchRequestsService({ repository: createSearchRequestsRepository(db), clock }),
    ),
  );
  const content =
    deps.content ?? createBuiltinContentSource({ repository: createContentRepository(db), apiPublicUrl });
  await app.register(contentRoutes(createContentService(content)));
  const outbox = createOutboxRepository(db);
  await app.register(
    contactRoutes(
      createContactService({
        outbox,
        clock,
        inbox: deps.contactInbox ?? 'contacto@andariego.example',
        ids,
      }),
    ),
  );
  await app.register(
    companyContactsRoutes(createCompanyContactsService({ repository: createCompanyContactsRepository(db) })),
  );
  // Real visitors' Core Web Vitals (decision 022): anyone's page may send, only REPORTS_TOKEN reads.
  const webVitals = createWebVitalsService({
    repository: createWebVitalsRepository(db),
    clock,
    webOrigin: deps.webOrigin,
  });
  await app.register(webVitalsRoutes(webVitals));
  if (deps.reportsToken) {
    await app.register(webVitalsReportRoutes(webVitals, { token: deps.reportsToken }));
    await app.register(
      reportsRoutes(createAttributionReportService(createAttributionReportRepository(db)), {
        token: deps.reportsToken,
      }),
    );
  }

  // Mail leaves through the outbox: every replica runs a worker; rows are claimed with SKIP LOCKED.
  const renderers = createBookingMailRenderers({ lines, webOrigin: deps.webOrigin, clock });
  deps.onMailRenderers?.(renderers);
  const { mailer } = deps;
  if (mailer) {
    const worker = createOutboxWorker({ outbox, mailer, renderers, clock, logger: app.log });
    app.addHook('onListen', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      mailer.close?.();
    });
  }

  await app.ready();
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
