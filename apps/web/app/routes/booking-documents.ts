import { downloadBookingDocument, isBookingDocument } from '../features/booking/booking-documents.server';
import type { Route } from './+types/booking-documents';

/**
 * POST /booking/documents/calendar and /booking/documents/receipt: the download forms of the
 * confirmation and My Journey. A plain form post, so it works without script too.
 */
export function action({ request, params }: Route.ActionArgs) {
  if (!isBookingDocument(params.kind)) return new Response('Not found', { status: 404 });
  return downloadBookingDocument(request, params.kind);
}

/** Opened by URL there is nothing to show: the files answer the booking's owner only. */
export function loader() {
  return new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
}
