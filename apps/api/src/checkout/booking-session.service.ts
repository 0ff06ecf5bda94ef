import type {
  AddAdditionalServicesBody,
  CreateBillingInfoBody,
  CreatePassengerBody,
  CreatePaymentInfoBody,
  CustomerBody,
  ExtendTripHoldBody,
  InfoData,
  Locale,
  PaymentInformation,
  SessionDetails,
  SessionDetailsBody,
  TripHoldView,
} from '@travel/contract/booking-session';
import { canSyncCustomer } from '@travel/domain/booking';
import { CARD_BRANDS, type CardBrand, validateCardExpiry } from '@travel/domain/cards';
import { convertMoney, type MoneyAmount, moneyFromMinor, toMinorUnits } from '@travel/domain/money';
import { BOOKING_FEES_USD } from '@travel/domain/payment';
import { isPhoneCountry, validatePhone } from '@travel/domain/phone';
import { extendTripHold, startTripHold } from '@travel/domain/timers';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import type { PaymentGateway } from '../payments/payment-gateway.port.ts';
import type { Clock } from '../platform/clock.ts';
import type { ExchangeRatesRepository } from '../platform/currency/exchange-rates.repository.ts';
import type { Ids } from '../platform/ids.ts';
import type {
  BookingSessionChanges,
  BookingSessionRepository,
  BookingSessionRow,
} from './booking-session.repository.ts';
import type { StoredCard, StoredCustomer } from './booking-session.schemas.ts';
import { type BookedLine, isFullTraveller, type ProductLine, type ProductLines } from './product-line.ts';
import { findProductLine } from './product-lines.ts';
import { assignTravellers } from './session-requirements.ts';
import { assertClientAmount, computeSessionTotals } from './session-totals.ts';

/** The session row with its empty list for the column still null (no travellers yet). */
export function readSession(row: BookingSessionRow) {
  return { ...row, passengers: row.passengers ?? [] };
}
export type BookingSession = ReturnType<typeof readSession>;

/** The session's line with the people on it, as its product line reads it. */
export function toBookedLine(session: BookingSession): BookedLine {
  return {
    sessionId: session.id,
    locale: session.locale,
    line: session.line,
    contact: session.customer && { email: session.customer.email, phone: session.customer.phone },
    travellers: session.passengers,
  };
}

/** The hold as the trip summary shows it; undefined for a session opened before holds were kept. */
export function viewTripHold(session: Pick<BookingSession, 'holdExpiresAt' | 'holdExtendedAt'>) {
  if (!session.holdExpiresAt) return undefined;
  return {
    expiresAt: session.holdExpiresAt.toISOString(),
    extended: session.holdExtendedAt !== null,
  } satisfies TripHoldView;
}

/** 'yyyy-MM-dd' of the clock's day (UTC). */
export const todayOf = (clock: Clock) => clock.now().toISOString().slice(0, 10);

const money = (amount: number, currency: string): MoneyAmount => ({ amount, currency });

const isCardBrand = (value: string): value is CardBrand => (CARD_BRANDS as readonly string[]).includes(value);

/** A product put in the cart (set/<product>-order): the visitor, the key and the product's own selection. */
export interface CartSelection {
  agentId: string;
  /** The key every later session call names the cart by (`flightOfferId`: a flight or room offer id). */
  key: string;
  /** The product's part of the body, handed to its line as it was sent. */
  selection: unknown;
  infoData?: InfoData;
  locale?: Locale;
}

/**
 * The open sessions a process keeps a copy of (the latest it read or wrote, by visitor and key): a
 * step of a checkout in progress, minutes after the last one, checks its change against the copy.
 */
const OPEN_SESSION_COPIES = { max: 2_000, ttlMs: 30 * 60_000 };
/** Tries of a change whose session another request changed between its read and its write. */
const CHANGE_ATTEMPTS = 3;

/** The session was changed by another request after the step read it: the step runs again. */
class SessionMoved extends Error {}

/** Writes a step's changes, only onto the version of the session the step checked them against. */
type SaveChanges = (changes: BookingSessionChanges) => Promise<BookingSession>;

export interface BookingSessionServiceDeps {
  sessions: BookingSessionRepository;
  /** The product lines checkout sells, by product type (the composition root's registry). */
  lines: ProductLines;
  gateway: Pick<PaymentGateway, 'findCard'>;
  rates: ExchangeRatesRepository;
  clock: Clock;
  ids: Pick<Ids, 'uuid'>;
  apiPublicUrl: string;
}

export function createBookingSessionService(deps: BookingSessionServiceDeps) {
  const today = () => todayOf(deps.clock);
  const lineOf = (session: BookingSession): ProductLine => findProductLine(deps.lines, session.productType);

  // Each step of a checkout reads the session, checks the change, then writes it: the copy saves the
  // read. It never decides anything: a change checked against it is written only if the row is still
  // that version, open and not frozen by a payment, and anything else is decided on the row itself.
  const copies = new LRUCache<string, BookingSession>({
    max: OPEN_SESSION_COPIES.max,
    ttl: OPEN_SESSION_COPIES.ttlMs,
  });
  const copyKey = (agentId: string, offerId: string) => `${agentId} ${offerId}`;
  /** Every row kept is open and not frozen: read so, or written under those conditions. */
  const keepCopy = (row: BookingSessionRow) => {
    const session = readSession(row);
    copies.set(copyKey(row.agentId, row.offerId), session);
    return session;
  };

  /** Writes `changes` onto the version of the session the step checked; undefined when it is not the row's. */
  async function writeOnto(
    session: BookingSession,
    changes: BookingSessionChanges,
  ): Promise<BookingSession | undefined> {
    const row = await deps.sessions.update(session.id, changes, session.version);
    return row && keepCopy(row);
  }

  /** The visitor's open session for a change: refused while a payment (cart) has frozen it. */
  async function loadOpen(agentId: string, offerId: string): Promise<BookingSession> {
    const row = await deps.sessions.findOpen(agentId, offerId);
    if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
    if (row.lockedCartId) throw new AppError('SESSION_LOCKED');
    return keepCopy(row);
  }

  /**
   * Writes only the version of an open, unlocked session that the step read; a payment started
   * meanwhile wins (SESSION_LOCKED) and another request's change makes the step run again.
   */
  async function save(session: BookingSession, changes: BookingSessionChanges): Promise<BookingSession> {
    const saved = await writeOnto(session, changes);
    if (saved) return saved;
    const current = await deps.sessions.findById(session.id);
    if (current?.status === 'open' && current.lockedCartId) throw new AppError('SESSION_LOCKED');
    if (current?.status === 'open' && current.version !== session.version) throw new SessionMoved();
    throw new AppError('BOOKING_SESSION_NOT_FOUND');
  }

  /**
   * Runs a change of the visitor's open session: `step` checks it against the session and writes
   * with `save`. Tried first on this process's copy; if that copy is no longer the row (or the step
   * refused it), the step runs on the row read again, as many times as other requests change it
   * in between (up to CHANGE_ATTEMPTS).
   */
  async function changeOpen<T>(
    agentId: string,
    offerId: string,
    step: (session: BookingSession, save: SaveChanges) => Promise<T>,
  ): Promise<T> {
    const key = copyKey(agentId, offerId);
    const copy = copies.get(key);
    if (copy) {
      let written = false;
      try {
        return await step(copy, async (changes) => {
          const saved = await writeOnto(copy, changes);
          if (!saved) throw new SessionMoved();
          written = true;
          return saved;
        });
      } catch (error) {
        // Written: what failed after the write is the step's own answer, not a stale copy.
        if (written) throw error;
        copies.delete(key);
      }
    }
    for (let attempt = 1; ; attempt += 1) {
      const session = await loadOpen(agentId, offerId);
      try {
        return await step(session, (changes) => save(session, changes));
      } catch (error) {
        if (!(error instanceof SessionMoved)) throw error;
        copies.delete(key);
        if (attempt === CHANGE_ATTEMPTS) {
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: 'the session kept changing while this change was written; send it again',
          });
        }
      }
    }
  }

  async function feesInCurrency(currency: string): Promise<number> {
    if (currency === 'USD') return BOOKING_FEES_USD.reduce((sum, fee) => sum + fee.amount, 0);
    const table = await deps.rates.tableOn(today());
    if (!table) throw new AppError('CURRENCY_NOT_SUPPORTED');
    return BOOKING_FEES_USD.reduce(
      (sum, fee) => sum + toMinorUnits(convertMoney(moneyFromMinor(fee.amount, 'USD'), currency, table)),
      0,
    );
  }

  return {
    /**
     * Spec §7 set/flight-order (and set/hotel-order, decision 013): the product re-prices
     * the selection (never the browser's price), and the visitor's session opens or is refreshed with
     * the priced line; extras chosen before are cleared, travellers and contact kept.
     */
    async selectLine(productType: string, body: CartSelection) {
      const product = findProductLine(deps.lines, productType);
      const priced = await product.price({
        key: body.key,
        selection: body.selection,
        ...(body.infoData?.metaName ? { metaName: body.infoData.metaName } : {}),
        ...(body.locale ? { locale: body.locale } : {}),
      });
      const row = await deps.sessions.upsertOpen({
        agentId: body.agentId,
        offerId: body.key,
        productType: product.productType,
        displayCurrency: priced.displayCurrency,
        line: priced.line,
        feesDisplay: await feesInCurrency(priced.displayCurrency),
        attribution: body.infoData ?? null,
        holdExpiresAt: startTripHold(deps.clock.now()).expiresAt,
        ...(body.locale ? { locale: body.locale } : {}),
      });
      if (!row) throw new AppError('SESSION_LOCKED');
      const session = keepCopy(row);
      return {
        id: session.id,
        baggageUrl: `${deps.apiPublicUrl.replace(/\/+$/, '')}/user/session/${session.id}/baggage`,
        flightOfferId: session.offerId,
        isAdditionalBaggageAllowed: product.hasExtras(session.line.snapshot),
        totals: computeSessionTotals(session),
      };
    },

    /**
     * The visitor's open session (frozen by a payment or not) as the trip summary renders it: the
     * selection as priced (its product says how), totals, and what the visitor has given, such as
     * document numbers.
     */
    async getDetails(body: SessionDetailsBody): Promise<SessionDetails> {
      const row = await deps.sessions.findOpen(body.agentId, body.flightOfferId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const session = readSession(row);
      const { customer } = session;
      const product = lineOf(session);
      return {
        sessionId: session.id,
        ...product.selectionView(session.line.snapshot, session.locale),
        totals: computeSessionTotals(session),
        isAdditionalBaggageAllowed: product.hasExtras(session.line.snapshot),
        card: session.card && {
          brand: session.card.brand,
          lastFour: session.card.lastFour,
          expiry: session.card.expiry,
        },
        paymentStarted: session.lockedCartId !== null,
        customer: customer && {
          email: customer.email,
          phone: customer.phone,
          ...(customer.countryCode ? { countryCode: customer.countryCode } : {}),
          newsletterSubscribe: customer.newsletterSubscribe,
        },
        passengers: session.passengers
          .filter(isFullTraveller)
          .map(({ travelerId: _internal, ...passenger }) => passenger),
        ...(session.passengers.some((traveller) => !isFullTraveller(traveller))
          ? {
              guests: session.passengers.map((t) => ({
                id: t.id,
                type: t.type,
                firstName: t.firstName,
                ...(t.middleName ? { middleName: t.middleName } : {}),
                lastName: t.lastName,
              })),
            }
          : {}),
        billing: session.billing,
        bags: product.countExtras(session.line.snapshot),
        ...(session.holdExpiresAt ? { hold: viewTripHold(session) } : {}),
      };
    },

    /**
     * "Necesito más tiempo" (issue 12): the hold of the visitor's open session runs a few minutes
     * longer, once per selection, and only while it still runs. The server's hold is the one a payment
     * is checked against, so this is what really gives the traveller the time.
     */
    async extendHold(body: ExtendTripHoldBody): Promise<TripHoldView> {
      const session = await loadOpen(body.agentId, body.flightOfferId);
      if (!session.holdExpiresAt) throw new AppError('TRIP_HOLD_EXPIRED');
      const result = extendTripHold(
        { expiresAt: session.holdExpiresAt, extendedAt: session.holdExtendedAt },
        deps.clock.now(),
      );
      if (!result.ok) {
        throw new AppError(result.reason === 'expired' ? 'TRIP_HOLD_EXPIRED' : 'TRIP_HOLD_ALREADY_EXTENDED');
      }
      const saved = await deps.sessions.extendHold(session.id, {
        expiresAt: result.hold.expiresAt,
        extendedAt: deps.clock.now(),
      });
      // Another request extended it (or a payment froze the session) between the read and the write.
      if (!saved) throw new AppError('TRIP_HOLD_ALREADY_EXTENDED');
      keepCopy(saved);
      return { expiresAt: result.hold.expiresAt.toISOString(), extended: true };
    },

    /** The extras (bags) of a session's line, priced by its product. */
    async getBaggage(sessionId: string) {
      const row = await deps.sessions.findById(sessionId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const session = readSession(row);
      return { sessionId: session.id, ...lineOf(session).describeExtras(session.line) };
    },

    /**
     * Spec §7 add/additional-services: the product prices the extras from the stored line and
     * refuses a client price or total that differs (AMOUNT_MISMATCH).
     */
    async addAdditionalServices(body: AddAdditionalServicesBody) {
      return changeOpen(body.agentId, body.flightOfferId, async (session, save) => {
        const { line, choice } = lineOf(session).chooseExtras(session.line, body.additionalServices, {
          displayCurrency: session.displayCurrency,
          choiceId: deps.ids.uuid(),
        });
        const saved = await save({ line });
        return {
          id: choice.id,
          sessionId: saved.id,
          baggages: choice.baggages,
          totals: computeSessionTotals(saved),
        };
      });
    },

    /** Spec §7 customer: e-mail and a phone valid for its country (spec §5). */
    async setCustomer(body: CustomerBody) {
      return changeOpen(body.agentId, body.flightOfferId, async (session, save) => {
        if (lineOf(session).requirements(session.line.snapshot, today()).contactFixed) {
          throw new AppError('VALIDATION_FAILED', {
            errors: [{ path: 'customerDetails', message: "this purchase's contact is the booking's own" }],
          });
        }
        const details = body.customerDetails;
        const country = details.countryCode?.toUpperCase();
        const phone = validatePhone(details.phone, {
          ...(country && isPhoneCountry(country) ? { defaultCountry: country } : {}),
        });
        if (!phone.valid || !canSyncCustomer(details)) {
          throw new AppError('VALIDATION_FAILED', {
            errors: [
              { path: 'customerDetails.phone', message: 'phone is not a valid number for its country' },
            ],
          });
        }
        const customer: StoredCustomer = {
          customerId: session.customer?.customerId ?? deps.ids.uuid(),
          email: details.email,
          phone: phone.e164,
          countryCode: country && isPhoneCountry(country) ? country : undefined,
          emergencyContact: details.emergencyContact,
          frequentFlyerNumber: details.frequentFlyerNumber,
          newsletterSubscribe: details.newsletterSubscribe,
        };
        const saved = await save({
          customer,
          ...(body.locale ? { locale: body.locale } : {}),
          ...(body.infoData ? { attribution: body.infoData } : {}),
        });
        return { id: customer.customerId, sessionId: saved.id, email: customer.email, phone: customer.phone };
      });
    },

    /**
     * Spec §7 create-passenger: the travellers the line asks for (one per traveller of the offer, of
     * the same types), each valid on the travel dates (age for the type, document valid after the trip).
     * A line that needs no documents (a hotel) takes names only (decision 014).
     */
    async setPassengers(body: CreatePassengerBody) {
      return changeOpen(body.agentId, body.flightOfferId, async (session, save) => {
        const requirements = lineOf(session).requirements(session.line.snapshot, today());
        const { errors, travellers } = assignTravellers(body.passengers, requirements.travellers, today());
        if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
        const saved = await save({ passengers: travellers });
        return {
          id: saved.id,
          passengers: travellers.map((p) => ({ id: p.id, travelerId: p.travelerId, type: p.type })),
        };
      });
    },

    /**
     * Spec §7 create-payment-info with the gateway's token (ARCHITECTURE §5). Raw card fields are
     * refused: only the gateway ever receives a card number or CVC. The session keeps the token's keyed
     * hash, never the token.
     */
    async setPaymentInfo(body: CreatePaymentInfoBody) {
      const info: PaymentInformation = body.paymentInformation;
      if (info.cardNumber !== undefined || info.cardCvv !== undefined) {
        throw new AppError('CARD_DATA_NOT_ACCEPTED', {
          detail:
            'Send the card to the payment gateway (POST /payment/sandbox/tokens) and send its token, brand and lastFour here',
          errors: [
            { path: 'paymentInformation', message: 'send token, brand and lastFour instead of card fields' },
          ],
        });
      }
      return changeOpen(body.agentId, body.flightOfferId, async (session, save) => {
        const missing = (['token', 'brand', 'lastFour'] as const).filter((field) => !info[field]);
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', {
            errors: missing.map((field) => ({
              path: `paymentInformation.${field}`,
              message: `${field} is required`,
            })),
          });
        }
        const card: StoredCard | null = await deps.gateway.findCard(info.token ?? '');
        if (!card || card.brand !== info.brand || card.lastFour !== info.lastFour) {
          throw new AppError('CARD_TOKEN_INVALID', {
            errors: [{ path: 'paymentInformation.token', message: 'unknown, expired or not this card' }],
          });
        }
        if (!isCardBrand(card.brand) || !validateCardExpiry(card.expiry, deps.clock.now())) {
          throw new AppError('VALIDATION_FAILED', {
            errors: [{ path: 'paymentInformation.cardExpiry', message: 'Invalid expiration date' }],
          });
        }
        const totals = computeSessionTotals(session);
        if (info.amount !== undefined && info.currency !== undefined) {
          assertClientAmount(totals, money(info.amount, info.currency), 'paymentInformation.amount');
        }
        const transactionId = deps.ids.uuid();
        const saved = await save({ card, transactionId });
        return {
          transactionId,
          sessionId: saved.id,
          card: { brand: card.brand, lastFour: card.lastFour, expiry: card.expiry },
          totals,
        };
      });
    },

    /** Spec §7 create-billing-info; its amount must be the session's total. */
    async setBilling(body: CreateBillingInfoBody) {
      return changeOpen(body.agentId, body.flightOfferId, async (session, save) => {
        const billing = body.billingInformation;
        const totals = computeSessionTotals(session);
        assertClientAmount(totals, money(billing.amount, billing.currency), 'billingInformation.amount');
        const saved = await save({ billing });
        return { id: saved.id, totals };
      });
    },
  };
}
export type BookingSessionService = ReturnType<typeof createBookingSessionService>;
