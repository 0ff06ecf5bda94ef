import { AppError } from '../errors.ts';
import { TimeoutError } from '../platform/with-timeout.ts';
import { HotelSupplierError } from './supplier/hotel-supplier.port.ts';

/**
 * A supplier failure as a problem: an offer id never issued is 404 (as a made-up one), a gone offer
 * 410, a slow call 504, anything else 503.
 */
export function toHotelSupplierProblem(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HotelSupplierError && error.reason === 'unknown') {
    return new AppError('OFFER_NOT_FOUND', { cause: error });
  }
  if (error instanceof HotelSupplierError && error.reason === 'gone')
    return new AppError('OFFER_GONE', { cause: error });
  if (error instanceof TimeoutError || (error instanceof HotelSupplierError && error.reason === 'timeout')) {
    return new AppError('SUPPLIER_TIMEOUT', { cause: error });
  }
  return new AppError('SUPPLIER_UNAVAILABLE', { cause: error });
}
