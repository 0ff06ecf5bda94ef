import { z } from 'zod';
import { getWebEnv } from '../../lib/env.server';

/** What the confirmation's and My Journey's download forms post: the booking's owner, as My Journey checks. */
const BookingDocumentFormSchema = z.object({
  referenceId: z.string().trim().min(1).max(20),
  email: z.string().trim().min(3).max(254),
});

export const BOOKING_DOCUMENTS = ['calendar', 'receipt'] as const;
export type BookingDocument = (typeof BOOKING_DOCUMENTS)[number];

export function isBookingDocument(value: string | undefined): value is BookingDocument {
  return BOOKING_DOCUMENTS.some((kind) => kind === value);
}

/**
 * The booking's calendar (.ics) or receipt (PDF) from the API, handed to the browser as a download.
 * The reference and e-mail travel in the form's body to the API's POST (never in a URL); a wrong
 * either is the API's 404, answered as such.
 */
export async function downloadBookingDocument(request: Request, kind: BookingDocument): Promise<Response> {
  const form = BookingDocumentFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) return new Response('Bad request', { status: 400 });
  const visitor = request.headers.get('x-forwarded-for');
  let answer: Response;
  try {
    answer = await fetch(`${getWebEnv().apiInternalUrl.replace(/\/+$/, '')}/user/booking/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(visitor ? { 'x-forwarded-for': visitor } : {}) },
      body: JSON.stringify(form.data),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return new Response('The booking service is not answering. Try again in a moment.', { status: 503 });
  }
  if (!answer.ok) {
    const status = answer.status === 404 || answer.status === 429 ? answer.status : 502;
    return new Response(status === 404 ? 'Booking not found' : 'Not available now', { status });
  }
  const headers = new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
