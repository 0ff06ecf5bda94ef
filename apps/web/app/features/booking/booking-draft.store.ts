import type { CountdownState } from '@travel/domain/timers';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FlightPricing, SearchContext } from '../../lib/flight-pricing';
import type { ConfirmedBooking } from './booking.types';
import {
  type BillingForm,
  type ContactForm,
  createBillingForm,
  createContactForm,
  reconcileTravellers,
  type TravellerForm,
} from './traveller-form';

/** What the booking pages start from: the validated pricing answer and the search it came from. */
export type BookingDraft = {
  offerId: string;
  pricing: FlightPricing;
  search: SearchContext;
  /** Epoch ms when the price was confirmed. */
  pricedAt: number;
};

export type PaymentFailure = 'declined' | 'cancelled';
export type BagQuantities = { onward: number; return: number };

/**
 * The booking draft and everything typed on the trip summary, persisted so a reload loses nothing.
 * Card number and CVC are never here: they live only in the card fields' component state.
 */
type BookingDraftState = {
  draft: BookingDraft | null;
  travellers: TravellerForm[];
  contact: ContactForm;
  billing: BillingForm;
  bags: BagQuantities;
  /** Spec §4: the 8-minute trip-summary countdown (plain numbers, resumes after reload). */
  countdown: CountdownState | null;
  paymentFailure: PaymentFailure | null;
  /** The booking answered by card/success, for the confirmation page. */
  booking: ConfirmedBooking | null;
  saveDraft: (draft: BookingDraft) => void;
  clearDraft: () => void;
  updateTraveller: (index: number, patch: Partial<TravellerForm>) => void;
  updateContact: (patch: Partial<ContactForm>) => void;
  updateBilling: (patch: Partial<BillingForm>) => void;
  setBags: (bags: BagQuantities) => void;
  setCountdown: (countdown: CountdownState | null) => void;
  setPaymentFailure: (failure: PaymentFailure | null) => void;
  /** Keeps the booking and forgets the typed data of the finished booking. */
  completeBooking: (booking: ConfirmedBooking) => void;
};

const initialForms = () => ({
  travellers: [] as TravellerForm[],
  contact: createContactForm(),
  billing: createBillingForm(),
  bags: { onward: 0, return: 0 },
  countdown: null,
  paymentFailure: null,
});

export const useBookingDraftStore = create<BookingDraftState>()(
  persist(
    (set) => ({
      draft: null,
      ...initialForms(),
      booking: null,
      saveDraft: (draft) =>
        set((s) => ({
          draft,
          // A new offer: the travellers typed so far are kept where the passenger types still match.
          travellers: reconcileTravellers(s.travellers, draft.search.travellers),
          bags: { onward: 0, return: 0 },
          countdown: null,
          paymentFailure: null,
        })),
      clearDraft: () => set({ draft: null }),
      updateTraveller: (index, patch) =>
        set((s) => ({
          travellers: s.travellers.map((traveller, i) =>
            i === index ? { ...traveller, ...patch } : traveller,
          ),
        })),
      updateContact: (patch) => set((s) => ({ contact: { ...s.contact, ...patch } })),
      updateBilling: (patch) => set((s) => ({ billing: { ...s.billing, ...patch } })),
      setBags: (bags) => set({ bags }),
      setCountdown: (countdown) => set({ countdown }),
      setPaymentFailure: (paymentFailure) => set({ paymentFailure }),
      completeBooking: (booking) => set({ booking, draft: null, ...initialForms() }),
    }),
    {
      name: 'booking-draft',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({
        draft: s.draft,
        travellers: s.travellers,
        contact: s.contact,
        billing: s.billing,
        bags: s.bags,
        countdown: s.countdown,
        paymentFailure: s.paymentFailure,
        booking: s.booking,
      }),
      migrate: (persisted) => ({ ...initialForms(), booking: null, ...(persisted as object) }),
    },
  ),
);

export function rehydrateBookingDraft(): Promise<void> | void {
  if (useBookingDraftStore.persist.hasHydrated()) return;
  return useBookingDraftStore.persist.rehydrate();
}
