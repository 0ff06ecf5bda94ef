import { randomUUID } from 'node:crypto';
import {
  type BagOption,
  computeSingleBagPrice,
  countChargeableBagsByDirection,
  findSingleBagOption,
  getAllowedBagQuantities,
  getDirectionSegmentIds,
  isAdditionalBaggageAllowed,
  type JourneyType,
  type OfferIncluded,
} from '@travel/domain/baggage';
import {
  areBookingRequirementsFulfilled,
  type Billing,
  canSyncCustomer,
  type Passenger,
  type TravellerIssue,
  validateTraveller,
} from '@travel/domain/booking';
import { CARD_BRANDS, type CardBrand, validateCardExpiry } from '@travel/domain/cards';
import {
  convertMoney,
  fromMoneyAmount,
  type MoneyAmount,
  moneyFromDecimal,
  moneyFromMinor,
  multiplyMoney,
  toDecimalString,
  toMinorUnits,
  toMoneyAmount,
} from '@travel/domain/money';
import type { FlightOffer } from '@travel/domain/offers';
import { BOOKING_FEES_USD, computeBookingCharge } from '@travel/domain/payment';
import { isPhoneCountry, validatePhone } from '@travel/domain/phone';
import type { ProblemFieldError } from '@travel/domain/problem';
import type { ExchangeRatesRepository } from '../../currency/exchange-rates.repository.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../providers/flight-supplier/flight-supplier.port.ts';
import type { PaymentGateway, TokenizedCard } from '../../providers/payment-gateway/payment-gateway.port.ts';
import type { AirService } from '../air/air.service.ts';
import type { BookingSessionRepository, BookingSessionRow } from './booking-session.repository.ts';
import type {
  AddAdditionalServicesBody,
  CreateBillingInfoBody,
  CreatePassengerBody,
  CreatePaymentInfoBody,
  CustomerBody,
  DirectionBags,
  PaymentInformation,
  SessionTotals,
  SetFlightOrderBody,
} from './booking-session.schemas.ts';

/** A bag option as stored: priced in the display currency, with its USD twin. */
export type StoredBagOption = BagOption & { intPrice: MoneyAmount };
export type StoredOffer = FlightOffer & { price: FlightOffer['price'] & { intTotal: MoneyAmount } };
export type StoredCustomer = {
  customerId: string;
  email: string;
  /** E.164. */
  phone: string;
  emergencyContact?: string | undefined;
  frequentFlyerNumber?: string | undefined;
  newsletterSubscribe: boolean;
};
export type StoredPassenger = Passenger & { travelerId: string };
export type StoredCard = TokenizedCard;

/** The session's stored JSON, typed. */
export function readSession(row: BookingSessionRow) {
  return {
    ...row,
    offer: row.offer as StoredOffer,
    bagOptions: row.bagOptions as Record<string, StoredBagOption>,
    bags: (row.bags ?? []) as DirectionBags[],
    customer: row.customer as StoredCustomer | null,
    passengers: (row.passengers ?? []) as StoredPassenger[],
    billing: row.billing as Billing | null,
    card: row.card as StoredCard | null,
  };
}
export type BookingSession = ReturnType<typeof readSession>;

const money = (amount: number, currency: string): MoneyAmount => ({ amount, currency });

/** Offer, bags and fees of a session, in its display currency and in USD (what is charged). */
export function computeSessionTotals(session: BookingSession): SessionTotals {
  const currency = session.displayCurrency;
  const charge = computeBookingCharge({
    offer: money(session.offerUsd, 'USD'),
    bags: money(session.bagsUsd, 'USD'),
  });
  const feesUsd = charge.fees.reduce((sum, fee) => sum + fee.amount.amount, 0);
  return {
    display: {
      offer: money(session.offerDisplay, currency),
      bags: money(session.bagsDisplay, currency),
      fees: money(session.feesDisplay, currency),
      total: money(session.offerDisplay + session.bagsDisplay + session.feesDisplay, currency),
    },
    usd: {
      offer: charge.offer,
      bags: charge.bags,
      fees: money(feesUsd, 'USD'),
      total: charge.total,
    },
  };
}

/** Spec §4 requirements plus billing: the steps still missing before payment. */
export function findMissingSteps(session: BookingSession): string[] {
  const fulfilled = areBookingRequirementsFulfilled({
    contactInfoSet: session.customer !== null,
    paymentInfoSet: session.card !== null,
    travellers: session.passengers.map((p) => ({ ...p, hasError: false })),
    passengerCount: session.offer.travelerPricings.length,
  });
  const missing: string[] = [];
  if (!session.customer) missing.push('customerDetails');
  if (session.passengers.length !== session.offer.travelerPricings.length) missing.push('passengers');
  if (!session.card) missing.push('paymentInformation');
  if (!session.billing) missing.push('billingInformation');
  if (!fulfilled && missing.length === 0) missing.push('passengers');
  return missing;
}

/**
 * A client-stated amount must equal the server's total, in the display currency or in USD;
 * the server never charges what a browser says, it only refuses a disagreement.
 */
export function assertClientAmount(totals: SessionTotals, claim: MoneyAmount, path: string): void {
  const expected = claim.currency === 'USD' ? totals.usd.total : totals.display.total;
  if (claim.currency !== expected.currency || claim.amount !== expected.amount) {
    throw new AppError('AMOUNT_MISMATCH', {
      detail: `Expected ${expected.amount} ${expected.currency} (minor units), got ${claim.amount} ${claim.currency}`,
      errors: [{ path, message: `must be ${expected.amount} ${expected.currency} in minor units` }],
    });
  }
}

const TRAVELLER_MESSAGES: Record<TravellerIssue['code'], string> = {
  'birth-in-future': 'dateOfBirth is in the future',
  'type-mismatch': 'type does not match the age on the travel dates',
  'document-expires-before-return': 'passportExpiryDate must be after the last flight',
  'document-issued-in-future': 'passportIssuanceDate is in the future',
  'national-id-invalid': 'passportNumber is not a valid national ID for the nationality',
};

const WIRE_TYPE: Record<string, Passenger['type']> = { CHILD: 'child', HELD_INFANT: 'infant' };
const wireType = (travelerType: string): Passenger['type'] => WIRE_TYPE[travelerType] ?? 'adult';

function tripDates(offer: FlightOffer, today: string) {
  const first = offer.itineraries[0]?.segments[0]?.departure.at.slice(0, 10) ?? today;
  const last = offer.itineraries[offer.itineraries.length - 1]?.segments[0]?.departure.at.slice(0, 10);
  return {
    departureDate: first,
    ...(offer.itineraries.length > 1 && last ? { returnDate: last } : {}),
    today,
  };
}

const isCardBrand = (value: string): value is CardBrand => (CARD_BRANDS as readonly string[]).includes(value);

export interface BookingSessionServiceDeps {
  sessions: BookingSessionRepository;
  air: Pick<AirService, 'validate'>;
  gateway: Pick<PaymentGateway, 'tokenizeCard' | 'findCard'>;
  rates: ExchangeRatesRepository;
  clock: Clock;
  apiPublicUrl: string;
}

export function createBookingSessionService(deps: BookingSessionServiceDeps) {
  const today = () => deps.clock.now().toISOString().slice(0, 10);

  async function loadOpen(agentId: string, flightOfferId: string): Promise<BookingSession> {
    const row = await deps.sessions.findOpen(agentId, flightOfferId);
    if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
    return readSession(row);
  }

  async function save(
    session: BookingSession,
    changes: Parameters<BookingSessionRepository['update']>[1],
  ): Promise<BookingSession> {
    return readSession(await deps.sessions.update(session.id, changes));
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

  function bagPrices(session: BookingSession) {
    const included: OfferIncluded = { bags: session.bagOptions };
    const single = findSingleBagOption(included) as StoredBagOption | undefined;
    if (!single) return null;
    return {
      display: computeSingleBagPrice(single.price),
      usd: computeSingleBagPrice({
        amount: toDecimalString(fromMoneyAmount(single.intPrice)),
        currencyCode: 'USD',
      }),
      maxQuantity: Math.max(...getAllowedBagQuantities(included)) * session.offer.travelerPricings.length,
    };
  }

  return {
    /**
     * Spec §7 set/flight-order: re-prices the offer through the supplier (never the browser's price)
     * and opens or refreshes the visitor's session with the priced snapshot and its bag options.
     */
    async setFlightOrder(body: SetFlightOrderBody) {
      if (body.flightOffer.id !== body.flightOfferId) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ path: 'flightOfferId', message: 'flightOfferId must be the id of flightOffer' }],
        });
      }
      const priced = await deps.air.validate({
        type: 'flight-offers-pricing',
        flightOffer: body.flightOffer,
        ...(body.infoData?.metaName ? { metaName: body.infoData.metaName } : {}),
      });
      const offer = priced.data.flightOffers[0] as StoredOffer | undefined;
      if (!offer?.price.intTotal) throw new AppError('OFFER_GONE');
      const claimed = body.flightOffer.price.intTotal;
      if (claimed && (claimed.currency !== 'USD' || claimed.amount !== offer.price.intTotal.amount)) {
        throw new AppError('OFFER_PRICE_CHANGED', {
          detail:
            priced.warnings[0]?.detail ?? `The offer now costs ${offer.price.total} ${offer.price.currency}`,
        });
      }
      const currency = offer.price.currency;
      const row = await deps.sessions.upsertOpen({
        agentId: body.agentId,
        flightOfferId: body.flightOfferId,
        displayCurrency: currency,
        offer,
        offerUsd: offer.price.intTotal.amount,
        offerDisplay: toMinorUnits(moneyFromDecimal(offer.price.total, currency)),
        feesDisplay: await feesInCurrency(currency),
        bagOptions: priced.included.bags,
        fareRules: priced.included['detailed-fare-rules'],
        dictionaries: priced.dictionaries,
        attribution: body.infoData ?? null,
        ...(body.locale ? { locale: body.locale } : {}),
      });
      const session = readSession(row);
      return {
        id: session.id,
        baggageUrl: `${deps.apiPublicUrl.replace(/\/+$/, '')}/user/session/${session.id}/baggage`,
        flightOfferId: session.flightOfferId,
        isAdditionalBaggageAllowed: isAdditionalBaggageAllowed({ bags: session.bagOptions }),
        totals: computeSessionTotals(session),
      };
    },

    /** The bag options of a session, priced with the spec §9 margin. */
    async getBaggage(sessionId: string) {
      const row = await deps.sessions.findById(sessionId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const session = readSession(row);
      const prices = bagPrices(session);
      const ids = getDirectionSegmentIds(session.offer);
      return {
        sessionId: session.id,
        isAdditionalBaggageAllowed: prices !== null,
        singleBagPrice: prices?.display ?? null,
        singleBagPriceUsd: prices?.usd ?? null,
        allowedBaggageQuantity: getAllowedBagQuantities({ bags: session.bagOptions }),
        maxQuantity: prices?.maxQuantity ?? 0,
        onwardSegmentIds: ids.onward,
        returnSegmentIds: ids.return,
        alreadyAddedBaggage: countChargeableBagsByDirection(session.offer),
        addedBaggage: session.bags,
        bags: session.bagOptions,
      };
    },

    /**
     * Spec §7 add/additional-services: the server prices the bags from the stored options and
     * refuses a client price or total that differs (AMOUNT_MISMATCH).
     */
    async addAdditionalServices(body: AddAdditionalServicesBody) {
      const session = await loadOpen(body.agentId, body.flightOfferId);
      const prices = bagPrices(session);
      const ids = getDirectionSegmentIds(session.offer);
      const { onwardBaggage, returnBaggage } = body.additionalServices.baggage;
      const requested: Array<[JourneyType, typeof onwardBaggage | null]> = [
        ['onward', onwardBaggage],
        ['return', returnBaggage],
      ];
      const baggages: DirectionBags[] = [];
      for (const [direction, item] of requested) {
        const path = `additionalServices.baggage.${direction}Baggage`;
        const quantity = item?.quantity ?? 0;
        if (quantity > 0 && (!prices || ids[direction].length === 0)) {
          throw new AppError('BAGGAGE_NOT_AVAILABLE', {
            errors: [{ path: `${path}.quantity`, message: `no bags are sold for the ${direction} flight` }],
          });
        }
        if (prices && quantity > prices.maxQuantity) {
          throw new AppError('BAGGAGE_NOT_AVAILABLE', {
            errors: [{ path: `${path}.quantity`, message: `at most ${prices.maxQuantity} bags` }],
          });
        }
        if (item && item.journeyType !== direction) {
          throw new AppError('VALIDATION_FAILED', {
            errors: [{ path: `${path}.journeyType`, message: `journeyType must be ${direction}` }],
          });
        }
        if (ids[direction].length === 0) continue;
        const unit = prices ?? {
          display: money(0, session.displayCurrency),
          usd: money(0, 'USD'),
        };
        const line: DirectionBags = {
          journeyType: direction,
          quantity,
          segmentIds: ids[direction],
          price: unit.display,
          totalAmount: toMoneyAmount(multiplyMoney(fromMoneyAmount(unit.display), quantity)),
          priceUsd: unit.usd,
          totalAmountUsd: toMoneyAmount(multiplyMoney(fromMoneyAmount(unit.usd), quantity)),
        };
        if (item && quantity > 0) {
          const [expectedPrice, expectedTotal] =
            item.totalAmount.currency === 'USD'
              ? [line.priceUsd, line.totalAmountUsd]
              : [line.price, line.totalAmount];
          const mismatch = [
            ['price', item.price, expectedPrice],
            ['totalAmount', item.totalAmount, expectedTotal],
          ] as const;
          for (const [field, claim, expected] of mismatch) {
            if (claim.amount !== expected.amount || claim.currency !== expected.currency) {
              throw new AppError('AMOUNT_MISMATCH', {
                detail: `${direction} bags: expected ${field} ${expected.amount} ${expected.currency} (minor units)`,
                errors: [
                  { path: `${path}.${field}`, message: `must be ${expected.amount} ${expected.currency}` },
                ],
              });
            }
          }
        }
        baggages.push(line);
      }
      const additionalServicesId = randomUUID();
      const saved = await save(session, {
        bags: baggages,
        bagsUsd: baggages.reduce((sum, line) => sum + line.totalAmountUsd.amount, 0),
        bagsDisplay: baggages.reduce((sum, line) => sum + line.totalAmount.amount, 0),
        additionalServicesId,
      });
      return {
        id: additionalServicesId,
        sessionId: saved.id,
        baggages,
        totals: computeSessionTotals(saved),
      };
    },

    /** Spec §7 customer: e-mail and a phone valid for its country (spec §5). */
    async setCustomer(body: CustomerBody) {
      const session = await loadOpen(body.agentId, body.flightOfferId);
      const details = body.customerDetails;
      const country = details.countryCode?.toUpperCase();
      const phone = validatePhone(details.phone, {
        ...(country && isPhoneCountry(country) ? { defaultCountry: country } : {}),
      });
      if (!phone.valid || !canSyncCustomer(details)) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ path: 'customerDetails.phone', message: 'phone is not a valid number for its country' }],
        });
      }
      const customer: StoredCustomer = {
        customerId: session.customer?.customerId ?? randomUUID(),
        email: details.email,
        phone: phone.e164,
        emergencyContact: details.emergencyContact,
        frequentFlyerNumber: details.frequentFlyerNumber,
        newsletterSubscribe: details.newsletterSubscribe,
      };
      const saved = await save(session, {
        customer,
        ...(body.locale ? { locale: body.locale } : {}),
        ...(body.infoData ? { attribution: body.infoData } : {}),
      });
      return { id: customer.customerId, sessionId: saved.id, email: customer.email, phone: customer.phone };
    },

    /**
     * Spec §7 create-passenger: one passenger per traveller of the offer, of the same types, each
     * valid on the travel dates (age for the type, document valid after the last flight).
     */
    async setPassengers(body: CreatePassengerBody) {
      const session = await loadOpen(body.agentId, body.flightOfferId);
      const travellers = session.offer.travelerPricings;
      const errors: ProblemFieldError[] = [];
      if (body.passengers.length !== travellers.length) {
        errors.push({
          path: 'passengers',
          message: `the offer is for ${travellers.length} travellers, ${body.passengers.length} were sent`,
        });
      } else {
        const count = (types: string[]) =>
          ['adult', 'child', 'infant'].map((type) => types.filter((t) => t === type).length).join('/');
        const expected = count(travellers.map((t) => wireType(t.travelerType)));
        if (count(body.passengers.map((p) => p.type)) !== expected) {
          errors.push({ path: 'passengers', message: `adults/children/infants must be ${expected}` });
        }
      }
      const trip = tripDates(session.offer, today());
      body.passengers.forEach((passenger, index) => {
        for (const issue of validateTraveller(passenger, trip)) {
          errors.push({
            path: `passengers.${index}.${issue.field}`,
            message: TRAVELLER_MESSAGES[issue.code],
          });
        }
      });
      if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });

      const free = travellers.map((t) => ({ id: t.travelerId, type: wireType(t.travelerType) }));
      const passengers: StoredPassenger[] = body.passengers.map((passenger) => {
        const index = free.findIndex((t) => t.type === passenger.type);
        const [traveller] = free.splice(index, 1);
        return { ...passenger, travelerId: traveller?.id ?? passenger.id };
      });
      const saved = await save(session, { passengers });
      return {
        id: saved.id,
        passengers: passengers.map((p) => ({ id: p.id, travelerId: p.travelerId, type: p.type })),
      };
    },

    /**
     * Spec §7 create-payment-info with the gateway's token (ARCHITECTURE §5). Raw card fields are
     * tolerated: handed to the gateway's tokenizer and dropped, never stored.
     */
    async setPaymentInfo(body: CreatePaymentInfoBody) {
      const session = await loadOpen(body.agentId, body.flightOfferId);
      const info: PaymentInformation = body.paymentInformation;
      let card: StoredCard | null;
      if (info.cardNumber !== undefined || info.cardCvv !== undefined) {
        const token = await deps.gateway.tokenizeCard({
          cardNumber: info.cardNumber ?? '',
          cardExpiry: info.cardExpiry ?? info.expiry ?? '',
          cardCvv: info.cardCvv ?? '',
          cardName: info.cardName ?? '',
        });
        card = { ...token, cardName: (info.cardName ?? '').trim() };
      } else {
        const missing = (['token', 'brand', 'lastFour'] as const).filter((field) => !info[field]);
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', {
            errors: missing.map((field) => ({
              path: `paymentInformation.${field}`,
              message: `${field} is required`,
            })),
          });
        }
        card = await deps.gateway.findCard(info.token ?? '');
        if (!card || card.brand !== info.brand || card.lastFour !== info.lastFour) {
          throw new AppError('CARD_TOKEN_INVALID', {
            errors: [{ path: 'paymentInformation.token', message: 'unknown, expired or not this card' }],
          });
        }
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
      const transactionId = randomUUID();
      const saved = await save(session, { card, transactionId });
      return {
        transactionId,
        sessionId: saved.id,
        card: { brand: card.brand, lastFour: card.lastFour, expiry: card.expiry },
        totals,
      };
    },

    /** Spec §7 create-billing-info; its amount must be the session's total. */
    async setBilling(body: CreateBillingInfoBody) {
      const session = await loadOpen(body.agentId, body.flightOfferId);
      const billing = body.billingInformation;
      const totals = computeSessionTotals(session);
      assertClientAmount(totals, money(billing.amount, billing.currency), 'billingInformation.amount');
      const saved = await save(session, { billing });
      return { id: saved.id, totals };
    },
  };
}
export type BookingSessionService = ReturnType<typeof createBookingSessionService>;
