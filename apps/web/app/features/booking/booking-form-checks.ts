import { parseWithZod } from '@conform-to/zod/v4';
import { type BookingFormContext, createBookingFormSchema } from './booking-form.schemas';
import { createHotelBookingFormSchema, type HotelBookingFormContext } from './hotel-booking-form.schemas';

// What the trip summary checks in the browser: the form's rules (zod, the phone numbers' metadata).
// Loaded on its own when the visitor starts using the page (use-form-checks.ts), so its first paint
// does not carry them; the server checks the same rules on every post anyway.

/** Conform's submission for the flight form as it stands. */
export function createBookingFormCheck(context: BookingFormContext) {
  const schema = createBookingFormSchema(context);
  return (formData: FormData) => parseWithZod(formData, { schema });
}

/** Conform's submission for the hotel form as it stands. */
export function createHotelBookingFormCheck(context: HotelBookingFormContext) {
  const schema = createHotelBookingFormSchema(context);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
