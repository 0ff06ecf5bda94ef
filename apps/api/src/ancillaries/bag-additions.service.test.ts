import type { SetBagAdditionOrderBody } from '@travel/contract/bag-additions';
import { describe, expect, it, vi } from 'vitest';
import type { BookingSessionRepository, BookingSessionRow } from '../checkout/booking-session.repository.ts';
import type { BagAdditionAssessmentService } from './bag-addition-assessment.ts';
import { type BagAdditionsServiceDeps, createBagAdditionsService } from './bag-additions.service.ts';

const BODY: SetBagAdditionOrderBody = {
  agentId: 'agent-1',
  referenceId: 'ABC123',
  email: 'ana@example.com',
  bags: [{ travelerId: '1', journeyType: 'onward', quantity: 1 }],
};

/** The cart's session with `bagsDisplay` of bags in COP, at `version`. */
function cartRow(
  version: number,
  bagsDisplay: number,
  lockedCartId: string | null = null,
): BookingSessionRow {
  return {
    id: 'session-1',
    version,
    displayCurrency: 'COP',
    feesDisplay: 1_000,
    lockedCartId,
    customer: null,
    line: { base: { display: 0, usd: 0 }, extras: { display: bagsDisplay, usd: bagsDisplay / 4_000 } },
  } as unknown as BookingSessionRow;
}

function serviceWith(rows: BookingSessionRow[], writes: Array<BookingSessionRow | undefined>) {
  const reads = [...rows];
  const results = [...writes];
  const update = vi.fn(async (..._args: Parameters<BookingSessionRepository['update']>) => results.shift());
  const deps = {
    assessment: {
      load: async () => ({
        row: { reference: 'ABC123' },
        booking: {
          locale: 'es',
          contact: { email: 'ana@example.com', phone: '+573012345678' },
          billingInformation: { country: 'CO', city: 'Bogotá', street: 'Calle 1', postalCode: '110111' },
        },
      }),
    } as unknown as BagAdditionAssessmentService,
    sessions: { findOpen: async () => reads.shift(), update },
    cart: { selectLine: async () => ({ id: 'session-1' }) },
    abandonPayment: async () => undefined,
    ids: { uuid: () => 'customer-1' },
  } as unknown as BagAdditionsServiceDeps;
  return { service: createBagAdditionsService(deps), update };
}

describe('the bag-addition cart', () => {
  it('writes the billing onto the version it priced, and prices again when another request changed the bags in between', async () => {
    const { service, update } = serviceWith(
      [cartRow(3, 40_000), cartRow(4, 80_000)],
      [undefined, cartRow(5, 80_000)],
    );
    const opened = await service.openCart(BODY);
    expect(update.mock.calls.map(([, changes, version]) => [changes.billing?.amount, version])).toEqual([
      [41_000, 3],
      [81_000, 4],
    ]);
    expect(opened.totals.display.total).toEqual({ amount: 81_000, currency: 'COP' });
  });

  it("refuses a stated total that is not the bags' now in the cart", async () => {
    const { service } = serviceWith(
      [cartRow(3, 40_000), cartRow(4, 80_000)],
      [undefined, cartRow(5, 80_000)],
    );
    await expect(
      service.openCart({ ...BODY, expectedTotal: { amount: 41_000, currency: 'COP' } }),
    ).rejects.toMatchObject({ code: 'AMOUNT_MISMATCH' });
  });

  it('answers SESSION_LOCKED when a payment froze the cart in between, and asks to send again when it keeps changing', async () => {
    const locked = serviceWith([cartRow(3, 40_000), cartRow(4, 40_000, 'cart-9')], [undefined]);
    await expect(locked.service.openCart(BODY)).rejects.toMatchObject({ code: 'SESSION_LOCKED' });
    const busy = serviceWith(
      [1, 2, 3].map((v) => cartRow(v, 40_000)),
      [undefined, undefined, undefined],
    );
    await expect(busy.service.openCart(BODY)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(busy.update).toHaveBeenCalledTimes(3);
  });
});
