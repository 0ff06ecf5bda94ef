import type { MoneyAmount } from '@travel/domain/money';

/** The API's SessionTotalsSchema: display currency and the USD charge. */
export type AmountLines = { offer: MoneyAmount; bags: MoneyAmount; fees: MoneyAmount; total: MoneyAmount };
export type SessionTotals = { display: AmountLines; usd: AmountLines };

export type FlightOrderSession = {
  id: string;
  baggageUrl: string;
  flightOfferId: string;
  isAdditionalBaggageAllowed: boolean;
  totals: SessionTotals;
};

export type BaggageOptions = {
  singleBagPrice: MoneyAmount | null;
  singleBagPriceUsd: MoneyAmount | null;
  allowedBaggageQuantity: number[];
  maxQuantity: number;
  onwardSegmentIds: string[];
  returnSegmentIds: string[];
  alreadyAddedBaggage: { onward: number; return: number };
};

export type SavedCard = { brand: string; lastFour: string; expiry: string };

/** The API's BookingSchema, as far as the pages show it. */
export type ConfirmedBooking = {
  referenceId: string;
  status: 'confirmed';
  createdAt: string;
  locale: 'es' | 'en';
  contact: { email: string; phone: string };
  passenger: {
    firstName: string;
    middleName?: string;
    lastName: string;
    type: 'adult' | 'child' | 'infant';
  }[];
  itinerary: {
    journeyType: 'onward' | 'return';
    duration?: string;
    segments: {
      from: string;
      to: string;
      departureAt: string;
      arrivalAt: string;
      carrierCode: string;
      number: string;
    }[];
  }[];
  billingInformation: {
    cardHolderName: string;
    emailId: string;
    addressLine1: string;
    city: string;
    region?: string;
    postCode?: string;
    country: { code: string; name: string };
  };
  additionalServices: {
    baggages: { journeyType: 'onward' | 'return'; quantity: number; amount: number; currency: string }[];
  };
  amounts: SessionTotals;
  totalPaid: MoneyAmount;
  charged: MoneyAmount;
};
