import { beforeEach, describe, expect, it } from 'vitest';
import type { FlightPricing } from '../../lib/flight-pricing';
import type { ConfirmedBooking } from './booking.types';
import { type BookingDraft, useBookingDraftStore } from './booking-draft.store';

function draft(offerId: string, travellers = { adult: 2, child: 1, infant: 0 }): BookingDraft {
  return {
    offerId,
    pricing: { data: { flightOffers: [] } } as unknown as FlightPricing,
    search: {
      resultsUrl: '/bog-mia/results',
      tripType: '2',
      travellers,
      currencyCode: 'USD',
      searchRequestId: null,
    },
    pricedAt: 0,
  };
}

beforeEach(() => {
  localStorage.clear();
  useBookingDraftStore.setState({ draft: null, travellers: [], booking: null });
});

describe('useBookingDraftStore', () => {
  it('creates one traveller form per passenger of the search, adults first', () => {
    useBookingDraftStore.getState().saveDraft(draft('a'));
    expect(useBookingDraftStore.getState().travellers.map((t) => [t.id, t.type])).toEqual([
      ['1', 'adult'],
      ['2', 'adult'],
      ['3', 'child'],
    ]);
  });

  it('keeps what was typed when another offer is chosen for the same passengers, and resets bags', () => {
    const store = useBookingDraftStore.getState();
    store.saveDraft(draft('a'));
    store.updateTraveller(0, { firstName: 'Ana' });
    store.setBags({ onward: 1, return: 1 });
    useBookingDraftStore.getState().saveDraft(draft('b'));
    const state = useBookingDraftStore.getState();
    expect(state.travellers[0]?.firstName).toBe('Ana');
    expect(state.bags).toEqual({ onward: 0, return: 0 });
  });

  it('persists the typed data to localStorage, and never any card field', () => {
    const store = useBookingDraftStore.getState();
    store.saveDraft(draft('a'));
    store.updateContact({ email: 'ana@example.com' });
    store.updateBilling({ cardHolderName: 'Ana Pérez' });
    const saved = localStorage.getItem('booking-draft') ?? '';
    expect(saved).toContain('ana@example.com');
    expect(saved).toContain('Ana Pérez');
    expect(saved).not.toMatch(/cardNumber|cardCvv|"cvv"/);
  });

  it('forgets the typed data once the booking is confirmed, and keeps the booking', () => {
    const store = useBookingDraftStore.getState();
    store.saveDraft(draft('a'));
    store.updateTraveller(0, { firstName: 'Ana' });
    store.setPaymentFailure('declined');
    store.completeBooking({ referenceId: 'K7QX2M' } as ConfirmedBooking);
    const state = useBookingDraftStore.getState();
    expect(state.booking?.referenceId).toBe('K7QX2M');
    expect(state.draft).toBeNull();
    expect(state.travellers).toEqual([]);
    expect(state.paymentFailure).toBeNull();
  });
});
