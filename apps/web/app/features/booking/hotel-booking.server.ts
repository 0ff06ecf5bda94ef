import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { SessionDetails, SessionTotals, TripHoldView } from '@travel/contract/booking-session';
import type { HotelLineView } from '@travel/contract/hotels';
import type { MoneyAmount } from '@travel/domain/money';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { readRequestInfoData } from '../../lib/attribution.server';
import {
  getRequestLocale,
  type Locale,
  type LocalizedText,
  localizePath,
  pickLocalized,
} from '../../lib/locale';
import { toSafeRedirectPath } from '../../lib/safe-url';
import { createVisitorApi } from '../../lib/visitor-api.server';
import type { PaymentMethods } from './booking-api';
import { type BookingApi, createBookingApi, fetchHotelOffer } from './booking-api';
import { getContactPhone, toBillingInput } from './booking-form-errors';
import { type BookingFormSection, getValidSections } from './booking-form-fields';
import { OfferIdSchema, serializeBookingTrip } from './booking-trip-cookie.server';
import {
  createHotelBookingFormSchema,
  type HotelBookingFields,
  HotelBookingFieldsSchema,
  type HotelGuestSlot,
  listHotelGuestSlots,
  toGuestPassengers,
} from './hotel-booking-form.schemas';
import { startPayment } from './start-payment.server';
import { createBillingForm, createContactForm, fillFormsFromSession } from './traveller-form';

/** A hotel session as the trip summary shows it (decision 013): the room instead of an itinerary. */
export type HotelBookingSummary = {
  status: 'ready-hotel';
  offerId: string;
  hotel: HotelLineView;
  totals: SessionTotals;
  guests: HotelGuestSlot[];
  defaultValue: Pick<HotelBookingFields, 'travellers' | 'contact' | 'billing'>;
  card: SessionDetails['card'];
  paymentFailure: 'declined' | 'cancelled' | null;
  /** The hotel page the room was chosen on. */
  resultsUrl: string | null;
  /** Until when the server holds the rate (spec §4/§9); null for a session without a hold. */
  hold: TripHoldView | null;
  /** The ways to pay this session (decision 017); null when the API could not say. */
  paymentMethods?: PaymentMethods | null;
};

export type HotelSelectActionData = {
  intent: 'select-hotel';
  priceChanged?: {
    detail: string;
    /** The stay's total now, in the display currency; null when the offer could not be priced again. */
    total: MoneyAmount | null;
    offerId: string;
    currencyCode: string;
    resultsUrl: string | null;
  };
  selectFailed?: { titles: LocalizedText | null };
};

export type HotelFormActionData = {
  intent: 'pay' | 'save';
  lastResult: SubmissionResult<string[]>;
  payError?: { titles: LocalizedText | null };
};

export function isHotelSession(
  details: SessionDetails,
): details is SessionDetails & { hotel: HotelLineView } {
  return details.productType === 'hotel' && details.hotel !== undefined;
}

/** The guests, contact and billing the session holds, as the form's starting values. */
function getHotelFormDefaults(details: SessionDetails, slots: readonly HotelGuestSlot[]) {
  const { contact, billing } = fillFormsFromSession(
    { travellers: [], contact: createContactForm(), billing: createBillingForm() },
    details,
  );
  const travellers = slots.map((slot) => {
    // A hotel session keeps its guests by name (decision 014); older answers had them as passengers.
    const stored = [...(details.guests ?? []), ...details.passengers].find((p) => p.id === slot.id);
    return { firstName: stored?.firstName ?? '', lastName: stored?.lastName ?? '' };
  });
  return { travellers, contact, billing };
}

export function buildHotelBookingSummary(
  details: SessionDetails & { hotel: HotelLineView },
  offerId: string,
  paymentFailure: HotelBookingSummary['paymentFailure'],
  resultsUrl: string | null,
): HotelBookingSummary {
  const guests = listHotelGuestSlots(details.hotel.stay);
  return {
    status: 'ready-hotel',
    offerId,
    hotel: details.hotel,
    totals: details.totals,
    guests,
    defaultValue: getHotelFormDefaults(details, guests),
    card: details.card,
    paymentFailure,
    resultsUrl,
    hold: details.hold ?? null,
  };
}

const SelectHotelSchema = z.object({
  offerId: OfferIdSchema,
  /** The supplier's USD total the visitor saw ('512.40'). */
  supplierTotal: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  resultsUrl: z.string().max(2000).optional(),
  priceAccepted: z.literal('1').optional(),
});

/**
 * A room's "Reservar" on the hotel page (intent `select-hotel`, a plain form): the room offer opens
 * (or refreshes) the visitor's session, priced again by the server. A rate that moved since the hotel
 * page is shown before going on; accepted, the offer is priced anew and that price goes in.
 */
export async function selectHotelOffer(request: Request, formData: FormData) {
  const input = SelectHotelSchema.safeParse(Object.fromEntries(formData));
  const locale = getRequestLocale(request);
  if (!input.success) throw redirect(localizePath('/hoteles', locale));
  const { offerId, currencyCode, priceAccepted } = input.data;
  const resultsUrl = input.data.resultsUrl ? toSafeRedirectPath(input.data.resultsUrl, '') || null : null;
  const visitor = createVisitorApi(request);
  try {
    await visitor.withAgentId(async (agentId) => {
      const supplierTotal = priceAccepted
        ? (await fetchHotelOffer(visitor.api, offerId, currencyCode, locale)).offer.supplierTotal.total
        : input.data.supplierTotal;
      const booking = createBookingApi(visitor.api, {
        getAgentId: async () => agentId,
        flightOfferId: offerId,
        locale,
        infoData: readRequestInfoData(request),
      });
      await booking.setHotelOrder({ id: offerId, supplierTotal }, currencyCode);
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // The new rate is said before the traveller accepts it: the offer priced again, as accepting will.
    const total =
      error.code === 'OFFER_PRICE_CHANGED'
        ? await fetchHotelOffer(visitor.api, offerId, currencyCode, locale).then(
            ({ offer }) => offer.price.total,
            () => null,
          )
        : null;
    const answer: HotelSelectActionData =
      error.code === 'OFFER_PRICE_CHANGED'
        ? {
            intent: 'select-hotel',
            priceChanged: {
              detail: error.titles ? pickLocalized(error.titles, locale) : error.message,
              total,
              offerId,
              currencyCode,
              resultsUrl,
            },
          }
        : { intent: 'select-hotel', selectFailed: { titles: error.titles } };
    return data(answer, { headers: visitor.headers });
  }
  const headers = new Headers(visitor.headers);
  headers.append('set-cookie', serializeBookingTrip({ offerId, resultsUrl }, request));
  const query = new URLSearchParams({ offerId });
  return redirect(`${localizePath('/booking/summary', locale)}?${query.toString()}`, { headers });
}

/** Failures the trip summary's action answers itself: a new agentId, or the 'gone' page. */
function isSessionGoneOrAgentRefused(error: unknown): boolean {
  return isApiError(error, 'AGENT_ID_INVALID') || isApiError(error, 'BOOKING_SESSION_NOT_FOUND');
}

/** Saves the given sections to the session, each its own spec §7 call (guests as passengers). */
async function saveHotelSections(
  booking: BookingApi,
  fields: HotelBookingFields,
  slots: readonly HotelGuestSlot[],
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
  if (sections.has('travellers')) await booking.savePassengers(toGuestPassengers(fields.travellers, slots));
  if (sections.has('billing')) {
    await booking.saveBilling(toBillingInput(fields.billing, contact.email, totals.display.total, locale));
  }
}

/**
 * Pagar and the background save of a hotel session, as for a flight without bags: every rule again
 * on the server, then contact, guests, the card's token when the page made one, billing, and the
 * gateway's page. Returns the redirect target, or what the form shows again.
 */
export async function submitHotelBookingForm(
  booking: BookingApi,
  details: SessionDetails & { hotel: HotelLineView },
  formData: FormData,
  kind: 'pay' | 'save',
  locale: Locale,
  apiOrigin: string,
): Promise<HotelFormActionData | { redirectTo: string }> {
  const slots = listHotelGuestSlots(details.hotel.stay);
  const submission = parseWithZod(formData, {
    schema: createHotelBookingFormSchema({ guests: slots, locale }),
  });
  const fields = parseWithZod(formData, { schema: HotelBookingFieldsSchema });
  if (fields.status !== 'success') return { intent: kind, lastResult: submission.reply() };

  if (kind === 'save') {
    const requested = new Set(formData.getAll('section').map(String));
    const valid = getValidSections(submission.status === 'success' ? {} : (submission.error ?? undefined));
    const sections = new Set([...valid].filter((section) => requested.has(section)));
    try {
      await saveHotelSections(booking, fields.value, slots, sections, details.totals, locale);
    } catch (error) {
      // A background save the API refuses changes nothing on the page, a session gone meanwhile
      // included: Pagar checks everything again, and says it is gone.
      if (!isApiError(error) || isApiError(error, 'AGENT_ID_INVALID')) throw error;
    }
    return { intent: kind, lastResult: { initialValue: submission.payload } as SubmissionResult<string[]> };
  }

  if (submission.status !== 'success') return { intent: kind, lastResult: submission.reply() };
  const value = submission.value;
  try {
    return await startPayment(booking, {
      totals: details.totals,
      card: value.card,
      cardHolderName: value.billing.cardHolderName,
      saveBeforeCard: (totals) =>
        saveHotelSections(booking, value, slots, new Set(['contact', 'travellers']), totals, locale),
      saveAfterCard: (totals) =>
        saveHotelSections(booking, value, slots, new Set(['billing']), totals, locale),
      posted: { formData, locale, gatewayOrigin: apiOrigin },
    });
  } catch (error) {
    if (isSessionGoneOrAgentRefused(error)) throw error;
    return {
      intent: kind,
      lastResult: submission.reply(),
      payError: { titles: isApiError(error) ? error.titles : null },
    };
  }
}
