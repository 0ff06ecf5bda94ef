import { describe, expect, it } from 'vitest';
import {
  areBookingRequirementsFulfilled,
  BOOKING_TEMPLATE,
  canSyncCustomer,
  canSyncPassengers,
  type TravellerEntry,
} from './booking-requirements.ts';

const ok: TravellerEntry = {
  firstName: 'Ana',
  lastName: 'Pérez',
  gender: 'female',
  dateOfBirth: '1990-05-20',
  hasError: false,
};

describe('areBookingRequirementsFulfilled', () => {
  const input = { contactInfoSet: true, paymentInfoSet: true, travellers: [ok, ok], passengerCount: 2 };
  it('is fulfilled with contact, payment and one valid entry per passenger', () => {
    expect(areBookingRequirementsFulfilled(input)).toBe(true);
  });
  it('fails on any missing piece', () => {
    expect(areBookingRequirementsFulfilled({ ...input, contactInfoSet: false })).toBe(false);
    expect(areBookingRequirementsFulfilled({ ...input, paymentInfoSet: false })).toBe(false);
    expect(areBookingRequirementsFulfilled({ ...input, passengerCount: 3 })).toBe(false);
    expect(areBookingRequirementsFulfilled({ ...input, travellers: [ok, { ...ok, hasError: true }] })).toBe(
      false,
    );
  });
});

describe('canSyncPassengers', () => {
  const input = { contactEmail: 'ana@example.com', travellers: [ok], passengerCount: 1 };
  it('syncs when the e-mail exists and every traveller is complete without errors', () => {
    expect(canSyncPassengers(input)).toBe(true);
  });
  it('waits for the e-mail, every traveller and their four required fields', () => {
    expect(canSyncPassengers({ ...input, contactEmail: '' })).toBe(false);
    expect(canSyncPassengers({ ...input, contactEmail: undefined })).toBe(false);
    expect(canSyncPassengers({ ...input, passengerCount: 2 })).toBe(false);
    expect(canSyncPassengers({ ...input, travellers: [{ ...ok, hasError: true }] })).toBe(false);
    for (const field of ['firstName', 'lastName', 'gender', 'dateOfBirth'] as const) {
      expect(canSyncPassengers({ ...input, travellers: [{ ...ok, [field]: ' ' }] })).toBe(false);
    }
  });
});

describe('canSyncCustomer', () => {
  it('needs both e-mail and phone', () => {
    expect(canSyncCustomer({ email: 'ana@example.com', phone: '+573012345678' })).toBe(true);
    expect(canSyncCustomer({ email: 'ana@example.com' })).toBe(false);
    expect(canSyncCustomer({ phone: '+573012345678' })).toBe(false);
  });
});

describe('BOOKING_TEMPLATE', () => {
  it('carries the ticketing agreement and queue of the spec', () => {
    expect(BOOKING_TEMPLATE.ticketingAgreement).toEqual({ option: 'DELAY_TO_CANCEL', delay: '6D' });
    expect(BOOKING_TEMPLATE.automatedProcess[0]).toEqual({
      code: 'IMMEDIATE',
      queue: { number: '80', category: '0' },
    });
  });
});
