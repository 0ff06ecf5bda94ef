import type { HotelLineView } from '@travel/contract/hotels';
import { PassengerSchema } from '@travel/domain/booking';
import { z } from 'zod';
import type { Locale } from '../../lib/locale';
import {
  BillingFieldsSchema,
  type BookingFormErrorKey,
  CardTokenFieldsSchema,
  ContactFieldsSchema,
} from './booking-form.schemas';
import { type FormErrorKey, getBillingErrors, getContactErrors } from './booking-form-errors';
import { createBillingForm, createContactForm } from './traveller-form';

/**
 * The trip summary's form for a hotel room (decision 013): the guests' names instead of passports,
 * contact and billing as for a flight, no bags. Checked by the same rules in the browser and the action.
 */
export type HotelGuestSlot = {
  id: string;
  /** As checkout types a traveller by age on arrival: under 2 infant, under 12 child, else adult. */
  type: 'adult' | 'child' | 'infant';
  /** 1-based room the guest sleeps in. */
  room: number;
  /** A child's age on check-in, from the search. */
  age?: number;
};

function typeByAge(age: number): HotelGuestSlot['type'] {
  if (age < 2) return 'infant';
  return age < 12 ? 'child' : 'adult';
}

/** One slot per guest of the stay, room by room, adults first: what the guest form asks names for. */
export function listHotelGuestSlots(stay: HotelLineView['stay']): HotelGuestSlot[] {
  const slots: HotelGuestSlot[] = [];
  stay.rooms.forEach((room, index) => {
    for (let i = 0; i < room.adults; i += 1) slots.push({ id: '', type: 'adult', room: index + 1 });
    for (const age of room.childAges) slots.push({ id: '', type: typeByAge(age), room: index + 1, age });
  });
  return slots.map((slot, index) => ({ ...slot, id: String(index + 1) }));
}

const text = z.string().max(500).default('');
const GuestFieldsSchema = z.object({ firstName: text, lastName: text });

/** Guests post as `travellers[n]`, the flight form's names: the background save and its sections work alike. */
export const HotelBookingFieldsSchema = z.object({
  travellers: z.array(GuestFieldsSchema).max(9).default([]),
  contact: ContactFieldsSchema.default(createContactForm),
  billing: BillingFieldsSchema.default(createBillingForm),
  card: CardTokenFieldsSchema.optional(),
});
export type HotelBookingFields = z.infer<typeof HotelBookingFieldsSchema>;

export type HotelBookingFormContext = { guests: readonly HotelGuestSlot[]; locale: Locale };

/** A guest's name by the passenger name rule: required, letters the airline and hotel systems take. */
export function getGuestNameError(value: string): FormErrorKey | undefined {
  if (value.trim() === '') return 'required';
  return PassengerSchema.shape.firstName.safeParse(value.trim()).success ? undefined : 'name';
}

export function createHotelBookingFormSchema(context: HotelBookingFormContext) {
  return HotelBookingFieldsSchema.superRefine((fields, ctx) => {
    const issue = (path: (string | number)[], message: BookingFormErrorKey) =>
      ctx.addIssue({ code: 'custom', path, message });
    context.guests.forEach((_slot, index) => {
      const guest = fields.travellers[index] ?? { firstName: '', lastName: '' };
      for (const field of ['firstName', 'lastName'] as const) {
        const key = getGuestNameError(guest[field]);
        if (key) issue(['travellers', index, field], key);
      }
    });
    const contact = getContactErrors(fields.contact, context.locale);
    if (contact.email) issue(['contact', 'email'], contact.email);
    if (contact.phone) issue(['contact', 'phone'], 'phone');
    for (const [field, key] of Object.entries(getBillingErrors(fields.billing))) {
      if (key) issue(['billing', field], key);
    }
  });
}

/** The guests as create-passenger takes them: the slot's id and type, and the names. */
export function toGuestPassengers(
  guests: HotelBookingFields['travellers'],
  slots: readonly HotelGuestSlot[],
) {
  return slots.map((slot, index) => ({
    id: slot.id,
    type: slot.type,
    firstName: guests[index]?.firstName.trim() ?? '',
    lastName: guests[index]?.lastName.trim() ?? '',
  }));
}
