import type {
  AddAdditionalServicesBody,
  AddAdditionalServicesResponseSchema,
  BaggageOptionsResponseSchema,
  SessionDetails,
  SetFlightOrderBody,
} from '@travel/contract/booking-session';
import type { Booking } from '@travel/contract/bookings';
import type { SiteLocale } from '@travel/contract/locale';
import type { Passenger } from '@travel/domain/booking';
import type { z } from 'zod';
import type { StoredGuest, StoredPassenger } from './booking-session.schemas.ts';

/**
 * The ProductLine port (ARCHITECTURE §5): everything checkout needs from a product, and the only
 * checkout file a product may import (biome.json, decision 007). Checkout keeps the cart, the
 * travellers, the totals, the payment and the booking; each product (flights today, hotels next)
 * implements this interface, and the composition root hands checkout the registry of lines.
 *
 * The parts of checkout's answers that a product fills are typed by the spec §7 wire shapes, which are
 * flight-shaped today (`itinerary`, `selectedFlightOffer`, bags); a new product brings its parts to the
 * shared contract rather than to checkout.
 */

/** An amount of the line in minor units: `usd` is what is charged, `display` in the session's currency. */
export interface LinePrice {
  usd: number;
  display: number;
}

/**
 * What a cart stores for its product line (`booking_sessions.line`): the product's own snapshot, as it
 * was priced on the server, and its price. Only the product reads the snapshot.
 */
export interface SessionLine<Snapshot = unknown> {
  snapshot: Snapshot;
  /** The product itself (the flight offer). */
  base: LinePrice;
  /** The priced extras the visitor chose (checked bags); zero until they choose some. */
  extras: LinePrice;
}

/** A line re-priced by its product: what the cart opens or refreshes with. */
export interface PricedLine<Snapshot = unknown> {
  /** The currency the visitor sees the line in; the session's display currency. */
  displayCurrency: string;
  line: SessionLine<Snapshot>;
}

/**
 * What the visitor selected, as sent (set/flight-order, set/hotel-order): the product re-prices it,
 * never trusting its price. `Selection` is the product's own body part (a flight offer; a hotel room
 * offer with the visitor's currency).
 */
export interface LineSelection<Selection = SetFlightOrderBody['flightOffer']> {
  /** The key the web app names the selection by on every later call (flightOfferId). */
  key: string;
  /** The product as the browser holds it (a flight offer, a hotel room offer). */
  selection: Selection;
  /** Where the visitor came from (a metasearch name), for suppliers that price by channel. */
  metaName?: string;
  /** The visitor's language, for products whose words are the supplier's (a hotel's room). */
  locale?: SiteLocale;
}

/**
 * A traveller as the cart stores them: what the visitor typed, and the line's id for them. A line
 * that needs documents gets full passengers; one that does not (a hotel) may get names only.
 */
export type StoredTraveller = StoredPassenger | StoredGuest;

/** Whether a stored traveller carries the full passenger details (date of birth, document). */
export function isFullTraveller(traveller: StoredTraveller): traveller is StoredPassenger {
  return 'dateOfBirth' in traveller && 'gender' in traveller && 'passportNumber' in traveller;
}

/** Before payment, what the traveller must provide for this line. */
export interface LineRequirements {
  /** A contact e-mail and phone. */
  contact: boolean;
  /**
   * The contact comes with the cart and the visitor may not change it: a purchase for a booking
   * someone already has (bags added) writes to that booking's owner, never to an address typed in.
   */
  contactFixed?: boolean;
  /** Billing details for the card. */
  billing: boolean;
  travellers: {
    /** One slot per traveller the line is priced for: the line's own id and the traveller type. */
    slots: Array<{ id: string; type: Passenger['type'] }>;
    /** The dates ages and documents are checked on ('yyyy-MM-dd'). */
    trip: { departureDate: string; returnDate?: string };
    /** Whether an identity document valid after the trip is needed (a flight: yes). */
    documents: boolean;
  };
}

/** The supplier's order for a line: its id and the reference the traveller quotes. */
export interface SupplierOrderRef {
  id: string;
  reference: string;
}

/** A section of a line's description; renderers need no knowledge of the product to lay it out. */
export type LineSection =
  /** A heading and its lines (the travellers). */
  | { kind: 'list'; heading: string; items: string[] }
  /** A heading, groups of lines under their own headings (outbound, return), and a note. */
  | { kind: 'groups'; heading: string; groups: Array<{ heading: string; items: string[] }>; note?: string }
  /** One labelled fact (the extra bags). */
  | { kind: 'fact'; label: string; value: string };

/**
 * A product-neutral description of a line, already in the reader's language: the e-mails, the
 * payment page and a receipt render it without knowing what the product is.
 */
export interface LineDescription {
  productType: string;
  /** What was booked, in a few words: 'Vuelo BOG-MIA'. */
  title: string;
  /** The title with what it is for: 'Vuelo BOG-MIA, 3 viajeros' (the gateway's order description). */
  summary: string;
  /** First and last day of the trip ('yyyy-MM-dd'). */
  dates: { start: string; end?: string };
  sections: LineSection[];
  /** The supplier's references once the order exists (the airline's record locator). */
  references: Array<{ label: string; value: string }>;
  /** Sentences for the e-mail that says the order failed. */
  orderFailed: {
    /** What did not happen: 'the airline did not confirm the tickets for your trip BOG–MIA'. */
    notIssued: string;
    /** What the traveller may do instead: 'You can search and book another flight whenever you like.' */
    tryAgain: string;
  };
}

/** A booked line with the people on it: what the order, the description and the receipt are made from. */
export interface BookedLine<Snapshot = unknown> {
  sessionId: string;
  /** The language the cart was made in: the booking's, and its e-mails'. */
  locale: SiteLocale;
  line: SessionLine<Snapshot>;
  contact: { email: string; phone: string } | null;
  travellers: StoredTraveller[];
}

type BaggageOptions = z.infer<typeof BaggageOptionsResponseSchema>['data'];
type AddAdditionalServicesAnswer = z.infer<typeof AddAdditionalServicesResponseSchema>['data'];

/** The product's part of the booking answer (confirmation page, My Journey): spec §7's fields. */
export type LineBookingView = Pick<
  Booking,
  | 'passenger'
  | 'itinerary'
  | 'selectedFlightOffer'
  | 'additionalServices'
  | 'flightOrder'
  | 'productType'
  | 'hotel'
  | 'bagAddition'
>;
/** The extras for sale on a line and those chosen (GET /user/session/:id/baggage, without the session id). */
export type LineExtrasOffer = Omit<BaggageOptions, 'sessionId'>;
/** The extras a visitor asks for (add/additional-services). */
export type LineExtrasRequest = AddAdditionalServicesBody['additionalServices'];
/** The extras as priced by the product, per direction. */
export type LineExtrasChoice = Pick<AddAdditionalServicesAnswer, 'id' | 'baggages'>;
/** How many extras the visitor chose (the trip summary's counts). */
export type LineExtrasCount = SessionDetails['bags'];
/**
 * The selection as the trip summary renders it (the session details): the product as priced, its
 * names (a flight's `offer` and `dictionaries`, a hotel's `hotel`), under its `productType`.
 */
export type LineSelectionView = Pick<SessionDetails, 'productType' | 'offer' | 'dictionaries' | 'hotel'>;

/**
 * A product line. Methods take the product's own snapshot type; checkout holds the registry as
 * `ProductLine` (unknown snapshot) and hands each line back only the snapshots it made.
 */
export interface ProductLine<Snapshot = unknown, Selection = unknown> {
  /** Stored in `booking_sessions.product_type`: 'flight', 'hotel'. */
  readonly productType: string;

  /**
   * Re-prices a selection on the server: the supplier's price, never the browser's. Throws AppErrors
   * (OFFER_GONE, OFFER_PRICE_CHANGED when the browser's stated USD price differs, supplier problems).
   */
  price(selection: LineSelection<Selection>): Promise<PricedLine<Snapshot>>;

  /** The selection as it was priced, for the trip summary the web server renders from the session. */
  selectionView(snapshot: Snapshot, locale: SiteLocale): LineSelectionView;

  /** What must be provided before payment; `today` ('yyyy-MM-dd') for a line whose dates are unknown. */
  requirements(snapshot: Snapshot, today: string): LineRequirements;

  /**
   * The reference of the booking a line adds to (bags added after booking), so a refused payment
   * sends the traveller back to that booking's page; absent for a line that is a trip of its own.
   */
  amendedReference?(snapshot: Snapshot): string;

  /** Whether extras (bags) are sold on this line at all. */
  hasExtras(snapshot: Snapshot): boolean;
  /** The extras for sale on the line, priced, and those already chosen. */
  describeExtras(line: SessionLine<Snapshot>): LineExtrasOffer;
  /**
   * Prices the visitor's extras from the line's own offer (a client price that differs is refused
   * with AMOUNT_MISMATCH) and answers the line with them.
   */
  chooseExtras(
    line: SessionLine<Snapshot>,
    request: LineExtrasRequest,
    context: { displayCurrency: string; choiceId: string },
  ): { line: SessionLine<Snapshot>; choice: LineExtrasChoice };
  countExtras(snapshot: Snapshot): LineExtrasCount;

  /**
   * Creates the supplier order of a paid line, or answers the one already created for this session:
   * idempotent per session, with the payment's cartId as the supplier's idempotency key. Called
   * outside any database transaction; failures are AppErrors (SUPPLIER_TIMEOUT, OFFER_GONE, ...).
   */
  createOrder(booked: BookedLine<Snapshot>, options: { idempotencyKey: string }): Promise<SupplierOrderRef>;

  /** The line in the reader's language, for the e-mails and the payment page. */
  describe(
    booked: BookedLine<Snapshot>,
    options: { locale: SiteLocale; order: SupplierOrderRef | null },
  ): LineDescription;

  /** The product's part of the booking answer, with the supplier order once there is one. */
  bookingView(booked: BookedLine<Snapshot>, order: SupplierOrderRef | null): LineBookingView;

  /**
   * The confirmation e-mail when the product needs its own words (bags added to a booking); the
   * booking confirmation otherwise. Same inputs, same outbox, same branded layout.
   */
  renderConfirmation?(
    booking: Booking,
    line: LineDescription,
    /** `now`: when the mail is rendered (check-in may already be open by then). */
    options: { webOrigin: string; now: Date },
  ): Promise<{ subject: string; text: string; html: string }>;
}

/** The lines checkout can sell, by product type, as the composition root registered them. */
export type ProductLines = ReadonlyMap<string, ProductLine>;

/** What a line without extras answers (a room, bags added after booking): nothing to add. */
export const NO_EXTRAS_OFFERED: LineExtrasOffer = {
  isAdditionalBaggageAllowed: false,
  singleBagPrice: null,
  singleBagPriceUsd: null,
  allowedBaggageQuantity: [],
  maxQuantity: 0,
  onwardSegmentIds: [],
  returnSegmentIds: [],
  alreadyAddedBaggage: { onward: 0, return: 0 },
  addedBaggage: [],
  bags: {},
};
