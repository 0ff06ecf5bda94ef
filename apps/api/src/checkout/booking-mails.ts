import type { Booking } from '@travel/contract/bookings';
import type { Clock } from '../platform/clock.ts';
import type { MailRenderers, MailToRender } from '../platform/outbox/mail-renderers.ts';
import { renderBookingConfirmation } from './booking-confirmation.mail.ts';
import { renderBookingOrderFailed } from './booking-order-failed.mail.ts';
import type { LineDescription, ProductLines } from './product-line.ts';
import { findProductLine } from './product-lines.ts';

/** The booking mails the outbox worker renders: they are queued as templates by the booking. */
export type BookingMailTemplate = 'booking-confirmation' | 'booking-order-failed';

/** What a booking mail is made from: the booking as stored and its line in the booking's language. */
interface BookingMailInput {
  productType: string;
  booking: Booking;
  line: LineDescription;
}

/** The outbox message of a booking mail, written in the booking's transaction, rendered by the worker. */
export function bookingMailToRender(template: BookingMailTemplate, input: BookingMailInput): MailToRender {
  return { render: { template, input } };
}

/**
 * The worker's renderers of the booking mails: the product's own confirmation when it has one (bags
 * added to a booking), the booking confirmation otherwise, and the mail that says an order failed.
 */
export function createBookingMailRenderers(options: {
  lines: ProductLines;
  webOrigin: string;
  /** The confirmation is written as of when the worker renders it: check-in may be open by then. */
  clock: Clock;
}): MailRenderers {
  const { webOrigin } = options;
  return {
    'booking-confirmation': async (input) => {
      const { productType, booking, line } = input as BookingMailInput;
      const render =
        findProductLine(options.lines, productType).renderConfirmation ?? renderBookingConfirmation;
      return render(booking, line, { webOrigin, now: options.clock.now() });
    },
    'booking-order-failed': async (input) => {
      const { booking, line } = input as BookingMailInput;
      return renderBookingOrderFailed(booking, line, { webOrigin });
    },
  };
}
