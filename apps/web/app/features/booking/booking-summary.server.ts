import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SessionDetails, SessionTotals, TripHoldView } from '@travel/contract/booking-session';
import {
  type BaggageState,
  buildBaggagePayload,
  changeBagQuantity,
  type JourneyType,
} from '@travel/domain/baggage';
import type { FlightOffer } from '@travel/domain/offers';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { readRequestInfoData } from '../../lib/attribution.server';
import { getWebEnv } from '../../lib/env.server';
import { getLocalToday } from '../../lib/local-today';
import {
  getRequestLocale,
  type Locale,
  type LocalizedText,
  localizePath,
  pickLocalized,
} from '../../lib/locale';
import { toSafeRedirectPath } from '../../lib/safe-url';
import { createVisitorApi, type VisitorApi } from '../../lib/visitor-api.server';
import { type BookingApi, createBookingApi, fetchFlightOffer, type PaymentMethods } from './booking-api';
import {
  BookingFieldsSchema,
  type BookingFormContext,
  type BookingFormFields,
  createBookingFormSchema,
  toTravellerForms,
} from './booking-form.schemas';
import { getContactPhone, toBillingInput, toPassenger } from './booking-form-errors';
import { BOOKING_FORM_SECTIONS, type BookingFormSection, getValidSections } from './booking-form-fields';
import {
  type BookingTrip,
  OfferIdSchema,
  readBookingTrip,
  serializeBookingTrip,
} from './booking-trip-cookie.server';
import {
  buildHotelBookingSummary,
  type HotelBookingSummary,
  type HotelFormActionData,
  type HotelSelectActionData,
  isHotelSession,
  selectHotelOffer,
  submitHotelBookingForm,
} from './hotel-booking.server';
import { startPayment } from './start-payment.server';
import {
  createBillingForm,
  createContactForm,
  createTravellerForm,
  fillFormsFromSession,
  listPassengerSlots,
} from './traveller-form';
import { findVisitorCountry, withVisitorCountry } from './visitor-country.server';

export type PaymentFailure = 'declined' | 'cancelled';

/** The form's starting values: what the session holds, blank where it holds nothing yet. */
export type BookingFormDefaults = Pick<BookingFormFields, 'travellers' | 'contact' | 'billing'>;

export type BookingSummaryData =
  | { status: 'empty' }
  /** An offer named, but no session for it here (another browser, a shared link, a hold long gone). */
  | { status: 'gone' }
  | { status: 'failed' }
  | {
      status: 'ready';
      offerId: string;
      offer: FlightOffer;
      carriers: Record<string, string>;
      totals: SessionTotals;
      /** Extra bags on sale, with the quantities the session holds; null when none are sold. */
      bags: BaggageState | null;
      passengers: BookingFormContext['passengers'];
      tripDates: { departureDate: string; returnDate?: string };
      defaultValue: BookingFormDefaults;
      /** The card tokenized in the page earlier, if any (the next payment uses it unless another is typed). */
      card: SessionDetails['card'];
      /** What the gateway answered the last payment, when it came back refused or cancelled. */
      paymentFailure: PaymentFailure | null;
      resultsUrl: string | null;
      /** Until when the server holds the price (spec §4/§9); null for a session without a hold. */
      hold: TripHoldView | null;
      /** The ways to pay this session (decision 017); null when the API could not say. */
      paymentMethods: PaymentMethods | null;
    }
  | HotelBookingSummary;

/** What the summary's action answers when it does not redirect. */
export type BookingSummaryActionData =
  | {
      intent: 'pay' | 'save' | 'bags';
      lastResult: SubmissionResult<string[]>;
      /** The API refused to start the payment: its title, or null for the generic message. */
      payError?: { titles: LocalizedText | null; code?: string | null };
    }
  | {
      intent: 'select';
      /** The supplier's price moved since the search: shown before going on with it. */
      priceChanged?: { detail: string; offerId: string; currencyCode: string; resultsUrl: string | null };
      selectFailed?: { titles: LocalizedText | null };
    }
  | HotelSelectActionData
  | HotelFormActionData
  | {
      intent: 'save' | 'bags';
      /** A background save or a bag button that did not reach the session (see failedAnswer). */
      saveFailed: true;
      /** What a bag button without script posted: its answer is a new page, which shows it as typed. */
      lastResult?: SubmissionResult<string[]>;
    }
  | {
      intent: 'pay' | 'save' | 'bags' | 'extend-hold';
      /**
       * The session of the offer is gone (its hold long over, another browser, cookies cleared): the
       * page says so as its GET does, whatever was asked of it (see sessionGoneAnswer).
       */
      gone: true;
    }
  | {
      intent: 'extend-hold';
      /** The hold as extended (answered to the page's script; without script the page reloads). */
      hold?: TripHoldView;
      /** Why the hold was not extended (already extended once, or already over). */
      holdError?: { titles: LocalizedText | null };
    };

const FAILURES: readonly PaymentFailure[] = ['declined', 'cancelled'];

export function getSummaryPath(offerId: string, locale: Locale, failure?: PaymentFailure): string {
  const query = new URLSearchParams({ offerId });
  if (failure) query.set('payment', failure);
  return `${localizePath('/booking/summary', locale)}?${query.toString()}`;
}

/**
 * /booking/BillingSummary (spec §2): billing is a section of the trip summary, so the page sends the
 * traveller to that section of the trip they are booking, or home when there is none.
 */
export function redirectToBillingSection(request: Request): never {
  const locale = getRequestLocale(request);
  const trip = readBookingTrip(request);
  throw redirect(trip ? `${getSummaryPath(trip.offerId, locale)}#billing` : localizePath('/', locale));
}

/** A flight session as this page reads it; hotel sessions (decision 013) carry `hotel` instead. */
type FlightSessionDetails = SessionDetails & {
  offer: FlightOffer;
  dictionaries: NonNullable<SessionDetails['dictionaries']>;
};

function toFlightSession(details: SessionDetails): FlightSessionDetails {
  if (!details.offer) throw new Error('the trip summary renders flight sessions only');
  return { ...details, offer: details.offer, dictionaries: details.dictionaries ?? {} };
}

function getTripDates(offer: FlightOffer) {
  const returnDate = offer.itineraries[1]?.segments[0]?.departure.at.slice(0, 10);
  return {
    departureDate: offer.itineraries[0]?.segments[0]?.departure.at.slice(0, 10) ?? '',
    ...(returnDate ? { returnDate } : {}),
  };
}

function getFormContext(details: FlightSessionDetails, locale: Locale): BookingFormContext {
  return {
    passengers: listPassengerSlots(details.offer.travelerPricings),
    trip: { ...getTripDates(details.offer), today: getLocalToday() },
    locale,
  };
}

/** The session's passengers, contact and billing as the form's starting values. */
function getFormDefaults(details: SessionDetails, context: BookingFormContext): BookingFormDefaults {
  const forms = fillFormsFromSession(
    {
      travellers: context.passengers.map(({ id, type }) => createTravellerForm(id, type)),
      contact: createContactForm(),
      billing: createBillingForm(),
    },
    details,
  );
  return {
    travellers: forms.travellers.map(({ id: _id, type: _type, ...fields }) => fields),
    contact: forms.contact,
    billing: forms.billing,
  };
}

async function getBagState(booking: BookingApi, details: SessionDetails): Promise<BaggageState | null> {
  if (!details.isAdditionalBaggageAllowed) return null;
  // Without the bag options the visitor can still book, only without extra bags.
  const options = await booking.getBaggage(`/user/session/${details.sessionId}/baggage`).catch(() => null);
  if (!options?.singleBagPrice) return null;
  return {
    singleBagPrice: options.singleBagPrice,
    maxQuantity: options.maxQuantity,
    hasReturn: options.returnSegmentIds.length > 0,
    quantity: details.bags,
  };
}

/** The booking calls for this visitor's cart, each carrying the campaign that brought them (spec §7 infoData). */
function bookingApiFor(
  request: Request,
  visitor: VisitorApi,
  agentId: string,
  offerId: string,
  locale: Locale,
  options: { keepStartedPayment?: boolean } = {},
) {
  return createBookingApi(visitor.api, {
    getAgentId: async () => agentId,
    flightOfferId: offerId,
    locale,
    infoData: readRequestInfoData(request),
    ...options,
  });
}

/**
 * /booking/summary?offerId=…: the visitor's session for that offer, read from the API on the server
 * (the offer as priced, totals, bags and what was typed so far). No offer: 'empty'; no session for
 * the offer named: 'gone'.
 */
export async function loadBookingSummary(request: Request) {
  const url = new URL(request.url);
  const offerId = OfferIdSchema.safeParse(url.searchParams.get('offerId'));
  if (!offerId.success) return data<BookingSummaryData>({ status: 'empty' });
  const locale = getRequestLocale(request);
  const visitor = createVisitorApi(request);
  const trip = readBookingTrip(request);
  try {
    const summary = await visitor.withAgentId(async (agentId) => {
      const booking = bookingApiFor(request, visitor, agentId, offerId.data, locale);
      const session = await booking.getSessionDetails();
      const failure = url.searchParams.get('payment');
      const country = await findVisitorCountry(request, session);
      if (isHotelSession(session)) {
        const hotel = buildHotelBookingSummary(
          session,
          offerId.data,
          FAILURES.find((f) => f === failure) ?? null,
          trip?.offerId === offerId.data ? trip.resultsUrl : null,
        );
        return {
          ...hotel,
          defaultValue: withVisitorCountry(hotel.defaultValue, session, country),
          paymentMethods: await booking.paymentMethods().catch(() => null),
        };
      }
      const details = toFlightSession(session);
      const context = getFormContext(details, locale);
      return {
        status: 'ready' as const,
        offerId: offerId.data,
        offer: details.offer,
        carriers: details.dictionaries.carriers ?? {},
        totals: details.totals,
        bags: await getBagState(booking, details),
        passengers: context.passengers,
        tripDates: getTripDates(details.offer),
        defaultValue: withVisitorCountry(getFormDefaults(details, context), details, country),
        card: details.card,
        paymentFailure: FAILURES.find((f) => f === failure) ?? null,
        resultsUrl: trip?.offerId === offerId.data ? trip.resultsUrl : null,
        hold: details.hold ?? null,
        paymentMethods: await booking.paymentMethods().catch(() => null),
      };
    });
    return data<BookingSummaryData>(summary, { headers: visitor.headers });
  } catch (error) {
    if (isApiError(error, 'BOOKING_SESSION_NOT_FOUND')) {
      return data<BookingSummaryData>({ status: 'gone' }, { headers: visitor.headers });
    }
    if (isApiError(error))
      return data<BookingSummaryData>({ status: 'failed' }, { headers: visitor.headers });
    throw error;
  }
}

const SelectOfferSchema = z.object({
  offerId: OfferIdSchema,
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  resultsUrl: z.string().max(2000).optional(),
  /** The traveller saw the price as the supplier confirms it now (the results page asked). */
  priceAccepted: z.literal('1').optional(),
});

/**
 * Spec §4 selection, from the results page's "Seleccionar" (a plain form without script): the offer
 * is read again from the API and opens (or refreshes) the visitor's session, priced by the server.
 * A price that moved since the search is shown before going on, unless the traveller already
 * accepted it. POST → redirect → GET /booking/summary?offerId=….
 */
async function selectOffer(request: Request, formData: FormData) {
  const input = SelectOfferSchema.safeParse(Object.fromEntries(formData));
  const locale = getRequestLocale(request);
  if (!input.success) throw redirect(localizePath('/', locale));
  const { offerId, currencyCode, priceAccepted } = input.data;
  const resultsUrl = input.data.resultsUrl ? toSafeRedirectPath(input.data.resultsUrl, '') || null : null;
  const visitor = createVisitorApi(request);
  try {
    await visitor.withAgentId(async (agentId) => {
      const offer = await fetchFlightOffer(visitor.api, offerId, currencyCode);
      // Without `intTotal` the session takes the supplier's price as it is now, without comparing.
      const flightOffer = priceAccepted
        ? { ...offer, price: { ...offer.price, intTotal: undefined } }
        : offer;
      await bookingApiFor(request, visitor, agentId, offerId, locale).setFlightOrder(flightOffer);
    });
  } catch (error) {
    if (isApiError(error, 'OFFER_PRICE_CHANGED')) {
      return data<BookingSummaryActionData>(
        {
          intent: 'select',
          priceChanged: {
            detail: error.titles ? pickLocalized(error.titles, locale) : error.message,
            offerId,
            currencyCode,
            resultsUrl,
          },
        },
        { headers: visitor.headers },
      );
    }
    if (!isApiError(error)) throw error;
    return data<BookingSummaryActionData>(
      { intent: 'select', selectFailed: { titles: error.titles } },
      { headers: visitor.headers },
    );
  }
  const trip: BookingTrip = { offerId, resultsUrl };
  const headers = new Headers(visitor.headers);
  headers.append('set-cookie', serializeBookingTrip(trip, request));
  return redirect(getSummaryPath(offerId, locale), { headers });
}

/**
 * Puts the wanted bag counts in the session. The bag options are read only when a count differs
 * from the session's: most background saves and payments change no bag.
 */
async function saveBags(
  booking: BookingApi,
  details: FlightSessionDetails,
  wanted: Record<JourneyType, number>,
): Promise<SessionTotals> {
  if (wanted.onward === details.bags.onward && wanted.return === details.bags.return) {
    return details.totals;
  }
  const bags = await getBagState(booking, details);
  if (!bags) return details.totals;
  let state = bags;
  for (const direction of ['onward', 'return'] as const) {
    state = changeBagQuantity(state, direction, wanted[direction] - state.quantity[direction]);
  }
  if (state.quantity.onward === bags.quantity.onward && state.quantity.return === bags.quantity.return) {
    return details.totals;
  }
  const payload = buildBaggagePayload(
    details.offer,
    state,
    `web-${state.quantity.onward}-${state.quantity.return}`,
  );
  return (await booking.addBaggage(payload)).totals;
}

/** Saves the given sections of the form to the session (each as its own spec §7 call). */
async function saveSections(
  booking: BookingApi,
  fields: BookingFormFields,
  context: BookingFormContext,
  sections: ReadonlySet<BookingFormSection>,
  totals: SessionTotals,
  locale: Locale,
) {
  const { contact } = fields;
  if (sections.has('contact')) {
    await booking.saveCustomer({
      email: contact.email.trim(),
      phone: getContactPhone(contact),
      countryCode: contact.countryCode,
      newsletterSubscribe: contact.newsletterSubscribe,
    });
  }
  if (sections.has('travellers')) {
    await booking.savePassengers(toTravellerForms(fields.travellers, context.passengers).map(toPassenger));
  }
  if (sections.has('billing')) {
    await booking.saveBilling(toBillingInput(fields.billing, contact.email, totals.display.total, locale));
  }
}

/**
 * Pagar (`intent=pay`): every rule again on the server; then the steps go to the session (bags,
 * contact, travellers, the card's token when the page tokenized one, billing), payment-direction
 * opens the gateway's page, and the browser goes there. Without a token the gateway's page asks for
 * the card. Refused fields come back with what was typed.
 *
 * The bag buttons without script (`intent=bags:<direction>:<quantity>`) and the page's background
 * save (`intent=save`) keep what was typed: the sections without errors are saved, nothing is shown
 * as wrong, and the page comes back with the values as they were. Only the bag buttons change bags.
 */
async function submitBookingForm(request: Request, formData: FormData, intent: string) {
  const locale = getRequestLocale(request);
  const offerId = OfferIdSchema.safeParse(formData.get('offerId'));
  if (!offerId.success) throw redirect(localizePath('/', locale));
  const visitor = createVisitorApi(request);
  const kind: 'pay' | 'save' | 'bags' = intent === 'pay' ? 'pay' : intent === 'save' ? 'save' : 'bags';
  const apiOrigin = getWebEnv().apiPublicUrl;

  let answer: BookingSummaryActionData | { redirectTo: string };
  try {
    answer = await visitor.withAgentId(
      async (agentId): Promise<BookingSummaryActionData | { redirectTo: string }> => {
        // A background save never abandons a payment that started meanwhile (see keepStartedPayment).
        const booking = bookingApiFor(request, visitor, agentId, offerId.data, locale, {
          keepStartedPayment: kind === 'save',
        });
        const session = await booking.getSessionDetails();
        if (isHotelSession(session)) {
          return submitHotelBookingForm(
            booking,
            session,
            formData,
            kind === 'pay' ? 'pay' : 'save',
            locale,
            apiOrigin,
          );
        }
        const details = toFlightSession(session);
        const context = getFormContext(details, locale);
        const submission = parseWithZod(formData, { schema: createBookingFormSchema(context) });
        const fields = parseWithZod(formData, { schema: BookingFieldsSchema });
        if (fields.status !== 'success') return { intent: kind, lastResult: submission.reply() };

        if (kind !== 'pay') {
          const wanted = { ...fields.value.bags };
          const [, direction, quantity] = intent.split(':');
          if (direction === 'onward' || direction === 'return')
            wanted[direction] = Number(quantity ?? 0) || 0;
          const requested = new Set(formData.getAll('section').map(String));
          const valid = getValidSections(
            submission.status === 'success' ? {} : (submission.error ?? undefined),
          );
          const sections = BOOKING_FORM_SECTIONS.filter(
            (section) => valid.has(section) && (kind === 'bags' || requested.has(section)),
          );
          try {
            // A background save leaves the bags as the session has them: its form may still hold the
            // bags from before a change the traveller made while it was on its way.
            const totals = kind === 'save' ? details.totals : await saveBags(booking, details, wanted);
            await saveSections(booking, fields.value, context, new Set(sections), totals, locale);
          } catch (error) {
            // A background save refused because a payment started meanwhile changes nothing on the
            // page: Pagar saved every section before the payment, and saves them again next time.
            if (kind !== 'save' || !isApiError(error, 'SESSION_LOCKED')) throw error;
          }
          // The values as typed, no error shown: nothing was submitted to be checked.
          // (The payload is text only: the form has no file input.)
          return {
            intent: kind,
            lastResult: { initialValue: submission.payload } as SubmissionResult<string[]>,
          };
        }

        if (submission.status !== 'success') return { intent: kind, lastResult: submission.reply() };
        const value = submission.value;
        try {
          return await startPayment(booking, {
            totals: await saveBags(booking, details, value.bags),
            card: value.card,
            cardHolderName: value.billing.cardHolderName,
            saveBeforeCard: (totals) =>
              saveSections(booking, value, context, new Set(['contact', 'travellers']), totals, locale),
            saveAfterCard: (totals) =>
              saveSections(booking, value, context, new Set(['billing']), totals, locale),
            posted: { formData, locale, gatewayOrigin: apiOrigin },
          });
        } catch (error) {
          // A session gone meanwhile is no refused payment: the page says it is gone (sessionGoneAnswer).
          if (isApiError(error, 'AGENT_ID_INVALID') || isApiError(error, 'BOOKING_SESSION_NOT_FOUND')) {
            throw error;
          }
          return {
            intent: kind,
            lastResult: submission.reply(),
            payError: isApiError(error)
              ? { titles: error.titles, code: error.code }
              : { titles: null, code: null },
          };
        }
      },
    );
  } catch (error) {
    // What the page's script sends in the background fails quietly (failedAnswer), gone or not: the
    // fields keep what was typed, and the traveller learns the session is gone on their next step.
    if (isApiError(error, 'BOOKING_SESSION_NOT_FOUND') && intent !== 'save' && intent !== 'bags') {
      return sessionGoneAnswer(kind, visitor.headers);
    }
    const failed = failedAnswer(error, intent, kind, formData);
    if (!failed) throw error;
    return data<BookingSummaryActionData>(failed, { status: 503, headers: visitor.headers });
  }

  if ('redirectTo' in answer) {
    const headers = new Headers(visitor.headers);
    headers.append('set-cookie', serializeBookingTrip(answerTrip(request, offerId.data), request));
    return redirect(answer.redirectTo, { headers });
  }
  return data<BookingSummaryActionData>(answer, { headers: visitor.headers });
}

/**
 * The answer to any of the page's posts once the session of its offer is gone, instead of the error
 * page: the page the GET shows then ('gone'), with the GET's 200. That status also has React Router
 * read the loader again after a post from the page's script, which then says 'gone' as well; the
 * answer says it itself for a post whose address names no offer (a forged or replayed one).
 */
function sessionGoneAnswer(intent: 'pay' | 'save' | 'bags' | 'extend-hold', headers: Headers) {
  return data<BookingSummaryActionData>({ intent, gone: true }, { headers });
}

/** The form as posted, to show again as it was: no error marked, since nothing was checked. */
function asTyped(formData: FormData): SubmissionResult<string[]> {
  // The payload is text only: the form has no file input.
  const { payload } = parseWithZod(formData, { schema: BookingFieldsSchema });
  return { initialValue: payload } as SubmissionResult<string[]>;
}

/**
 * The answer to an action the API failed, instead of the error page, which would replace the trip
 * summary and what was typed in it; its 503 spares the page a reload (React Router reads the loaders
 * again only after an action that succeeded). What the page's script sends in the background (the
 * sections as typed, `intent=save`; the bags chosen, `intent=bags`, 2 s after the last change) fails
 * quietly whatever the reason: the fields keep what was typed and the bags what was chosen, and Pagar
 * saves both. So do the bag buttons without script (`intent=bags:<direction>:<quantity>`), whose answer
 * is a new page: it carries the form as posted, so the fields come back as typed. Pagar while the API
 * cannot be reached (down, timed out, 5xx) keeps the page as typed and says the payment could not
 * start. Null for the failures still thrown.
 */
function failedAnswer(
  error: unknown,
  intent: string,
  kind: 'pay' | 'save' | 'bags',
  formData: FormData,
): BookingSummaryActionData | null {
  if (kind !== 'pay') {
    console.error(`[booking] a background ${intent} failed`, error);
    return intent === kind
      ? { intent: kind, saveFailed: true }
      : { intent: kind, saveFailed: true, lastResult: asTyped(formData) };
  }
  const unreachable =
    isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.status >= 500);
  if (!unreachable) return null;
  return { intent: kind, lastResult: asTyped(formData), payError: { titles: null } };
}

/** The trip cookie for the payment's return (keeping the results page it already names). */
function answerTrip(request: Request, offerId: string): BookingTrip {
  const trip = readBookingTrip(request);
  return { offerId, resultsUrl: trip?.offerId === offerId ? trip.resultsUrl : null };
}

/**
 * "Necesito más tiempo" (`intent=extend-hold`, a plain form): the API extends the session's hold once;
 * back to the summary, which shows the new end. A refusal (already extended, or over) is shown.
 */
async function extendHold(request: Request, formData: FormData) {
  const locale = getRequestLocale(request);
  const offerId = OfferIdSchema.safeParse(formData.get('offerId'));
  if (!offerId.success) throw redirect(localizePath('/', locale));
  const visitor = createVisitorApi(request);
  let hold: TripHoldView;
  try {
    hold = await visitor.withAgentId((agentId) =>
      bookingApiFor(request, visitor, agentId, offerId.data, locale).extendHold(),
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 'AGENT_ID_INVALID') throw error;
    if (error.code === 'BOOKING_SESSION_NOT_FOUND') return sessionGoneAnswer('extend-hold', visitor.headers);
    return data<BookingSummaryActionData>(
      { intent: 'extend-hold', holdError: { titles: error.titles } },
      { headers: visitor.headers },
    );
  }
  // The page's script asked in the background (`inPage`): an answer, not a new page.
  if (formData.get('inPage') === '1') {
    return data<BookingSummaryActionData>({ intent: 'extend-hold', hold }, { headers: visitor.headers });
  }
  return redirect(getSummaryPath(offerId.data, locale), { headers: visitor.headers });
}

export async function handleBookingSummaryAction(request: Request) {
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? 'pay');
  if (intent === 'extend-hold') return extendHold(request, formData);
  if (intent === 'select') return selectOffer(request, formData);
  if (intent === 'select-hotel') return selectHotelOffer(request, formData);
  return submitBookingForm(request, formData, intent);
}
