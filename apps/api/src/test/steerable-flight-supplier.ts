import { createBuiltinFlightSupplier } from '../flights/supplier/builtin/builtin-flight-supplier.ts';
import {
  type CreateFlightOrderResult,
  type FlightSupplier,
  FlightSupplierError,
} from '../flights/supplier/flight-supplier.port.ts';
import { createTestClock } from './build-test-app.ts';
import { testReferenceData } from './test-database.ts';

/** The built-in supplier with a createOrder the test steers: succeed, fail, or hold until released. */
export async function steerableSupplier() {
  const clock = createTestClock();
  const builtin = createBuiltinFlightSupplier({ referenceData: await testReferenceData(), clock });
  const state = {
    calls: 0,
    outcome: 'created' as 'created' | 'unavailable' | 'timeout' | 'gone',
    /** Runs while the supplier "works": what the database looks like from outside meanwhile. */
    during: undefined as (() => Promise<void>) | undefined,
  };
  const supplier: FlightSupplier = {
    ...builtin,
    async createOrder(input): Promise<CreateFlightOrderResult> {
      state.calls += 1;
      await state.during?.();
      if (state.outcome === 'unavailable') throw new FlightSupplierError('unavailable', 'HTTP 500');
      if (state.outcome === 'timeout') throw new FlightSupplierError('timeout', 'no answer');
      if (state.outcome === 'gone') return { status: 'gone' };
      return {
        status: 'created',
        order: {
          id: `supplier-order-${state.calls}`,
          associatedRecords: [{ reference: `PNR${String(state.calls).padStart(3, '0')}` }],
          flightOffers: input.flightOffers,
          travelers: input.travelers,
        },
      };
    },
  };
  return { supplier, clock, state };
}
