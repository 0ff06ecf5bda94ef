import {
  AddAdditionalServicesBodySchema,
  AddAdditionalServicesResponseSchema,
  BaggageOptionsResponseSchema,
  CreateBillingInfoBodySchema,
  CreateBillingInfoResponseSchema,
  CreatePassengerBodySchema,
  CreatePassengerResponseSchema,
  CreatePaymentInfoBodySchema,
  CreatePaymentInfoResponseSchema,
  CustomerBodySchema,
  CustomerResponseSchema,
  ExtendTripHoldBodySchema,
  ExtendTripHoldResponseSchema,
  SessionDetailsBodySchema,
  SessionDetailsResponseSchema,
  SessionIdParamsSchema,
  SetFlightOrderBodySchema,
  SetFlightOrderResponseSchema,
  SetHotelOrderBodySchema,
} from '@travel/contract/booking-session';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import type { BookingSessionService } from './booking-session.service.ts';

const problems = {
  400: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  410: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
  503: ProblemSchema,
};
const tags = ['booking session'];
/**
 * The product line set/flight-order puts in the cart. Named by its product type only: checkout never
 * imports a product (the registry passed to the service resolves it).
 */
const FLIGHT_LINE = 'flight';
/** The product line set/hotel-order puts in the cart (decision 013). */
const HOTEL_LINE = 'hotel';
/**
 * Session writes are cheap but each one re-validates; a visitor makes a handful per booking. Counted
 * per process (decision 005): a shared counter cost a database write on every step of every booking.
 */
const rateLimit = perProcessRateLimit({ max: 60, timeWindow: '1 minute' });

export function bookingSessionRoutes(service: BookingSessionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/session/set/flight-order',
      {
        schema: {
          tags,
          summary: 'Select an offer: re-priced by the server, stored in the visitor booking session',
          body: SetFlightOrderBodySchema,
          response: { 200: SetFlightOrderResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => {
        const { agentId, flightOfferId, flightOffer, infoData, locale } = request.body;
        return {
          data: await service.selectLine(FLIGHT_LINE, {
            agentId,
            key: flightOfferId,
            selection: flightOffer,
            ...(infoData ? { infoData } : {}),
            ...(locale ? { locale } : {}),
          }),
        };
      },
    );

    app.post(
      '/user/session/set/hotel-order',
      {
        schema: {
          tags,
          summary:
            'Select a hotel room offer: re-priced by the supplier, stored in the visitor booking session',
          body: SetHotelOrderBodySchema,
          response: { 200: SetFlightOrderResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => {
        const { agentId, flightOfferId, hotelOffer, currencyCode, rooms, infoData, locale } = request.body;
        return {
          data: await service.selectLine(HOTEL_LINE, {
            agentId,
            key: flightOfferId,
            selection: { hotelOffer, currencyCode, rooms },
            ...(infoData ? { infoData } : {}),
            ...(locale ? { locale } : {}),
          }),
        };
      },
    );

    // POST, so the visitor's ids never sit in a URL or an access log.
    app.post(
      '/user/session/details',
      {
        schema: {
          tags,
          summary: "The visitor's own open session: contact, travellers with documents, billing, bags",
          body: SessionDetailsBodySchema,
          response: { 200: SessionDetailsResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.getDetails(request.body) };
      },
    );

    app.post(
      '/user/session/hold/extend',
      {
        schema: {
          tags,
          summary: 'Extend the trip-summary hold of the visitor session once ("Necesito más tiempo")',
          body: ExtendTripHoldBodySchema,
          response: { 200: ExtendTripHoldResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.extendHold(request.body) }),
    );

    app.get(
      '/user/session/:id/baggage',
      {
        schema: {
          tags,
          summary: 'Bag options of a session (baggageUrl), priced with the margin',
          params: SessionIdParamsSchema,
          response: { 200: BaggageOptionsResponseSchema, ...problems },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.getBaggage(request.params.id) };
      },
    );

    app.post(
      '/user/session/add/additional-services',
      {
        schema: {
          tags,
          summary: 'Add checked bags; prices and totals are recomputed and a mismatch refused',
          body: AddAdditionalServicesBodySchema,
          response: { 201: AddAdditionalServicesResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await service.addAdditionalServices(request.body) }),
    );

    app.post(
      '/user/session/customer',
      {
        schema: {
          tags,
          summary: 'Store the contact (e-mail and phone)',
          body: CustomerBodySchema,
          response: { 200: CustomerResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.setCustomer(request.body) }),
    );

    app.post(
      '/user/session/create-passenger',
      {
        schema: {
          tags,
          summary: 'Store the travellers, checked against the offer and the travel dates',
          body: CreatePassengerBodySchema,
          response: { 200: CreatePassengerResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.setPassengers(request.body) }),
    );

    app.post(
      '/user/session/create-payment-info',
      {
        schema: {
          tags,
          summary:
            'Store the tokenized card (token, brand, last four, expiry); raw card fields are tokenized',
          body: CreatePaymentInfoBodySchema,
          response: { 200: CreatePaymentInfoResponseSchema, ...problems },
        },
        config: { rateLimit: perProcessRateLimit({ max: 20, timeWindow: '1 minute' }) },
      },
      async (request) => ({ data: await service.setPaymentInfo(request.body) }),
    );

    app.post(
      '/user/session/create-billing-info',
      {
        schema: {
          tags,
          summary: 'Store the billing details; the amount must be the session total',
          body: CreateBillingInfoBodySchema,
          response: { 200: CreateBillingInfoResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.setBilling(request.body) }),
    );
  };
}
