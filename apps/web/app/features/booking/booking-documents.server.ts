import { z } from 'zod';
import { getWebEnv } from '../../lib/env.server';
import { getI18n, registerTranslations } from '../../lib/i18n';
import {
  DEFAULT_LOCALE,
  getLanguageTag,
  getLocaleFromPath,
  isLocale,
  type Locale,
  localizePath,
  stripLocalePrefix,
} from '../../lib/locale';
import enBooking from '../../locales/en/booking.json';
import esBooking from '../../locales/es/booking.json';
import ptBooking from '../../locales/pt/booking.json';

registerTranslations('booking', { es: esBooking, en: enBooking, pt: ptBooking });

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
 * The language of the page the form was posted from. The forms post to the unprefixed
 * `/booking/documents/:kind`, so the path alone would always say Spanish: a `locale` field in the form
 * comes first, then a locale prefix in the path, then the page the post came from (the Referer, sent
 * for same-origin posts by the site's strict-origin-when-cross-origin policy), then Spanish.
 */
function readDocumentLocale(request: Request, field: FormDataEntryValue | null): Locale {
  if (isLocale(field)) return field;
  const url = new URL(request.url);
  if (stripLocalePrefix(url.pathname) !== url.pathname) return getLocaleFromPath(url.pathname);
  const referrer = request.headers.get('referer');
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === url.origin) return getLocaleFromPath(from.pathname);
    } catch {
      // A malformed Referer says nothing about the language.
    }
  }
  return DEFAULT_LOCALE;
}

type FailureKey = 'badRequest' | 'notFound' | 'tooMany' | 'unavailable' | 'notAnswering';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Why the file could not be given, in the page's language, as a small page with a way back to My
 * Journey: the download form is a plain post, so whatever this answers is what the browser shows.
 */
function answerFailure(
  locale: Locale,
  key: FailureKey,
  status: number,
  referenceId: string | undefined,
): Response {
  const t = getI18n(locale).getFixedT(locale, 'booking', 'documents');
  const myJourney = `${localizePath('/user/my-journey', locale)}${
    referenceId ? `?reference=${encodeURIComponent(referenceId)}` : ''
  }`;
  const html = [
    '<!doctype html>',
    `<html lang="${getLanguageTag(locale)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(t('title'))}</title></head>`,
    `<body><main><h1>${escapeHtml(t('title'))}</h1>`,
    `<p>${escapeHtml(t(key))}</p>`,
    `<p><a href="${escapeHtml(myJourney)}">${escapeHtml(t('backToMyJourney'))}</a></p>`,
    '</main></body></html>',
  ].join('\n');
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': getLanguageTag(locale),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * The booking's calendar (.ics) or receipt (PDF) from the API, handed to the browser as a download.
 * The reference and e-mail travel in the form's body to the API's POST (never in a URL); a wrong
 * either is the API's 404, answered as such. A failure answers a short page in the site's language.
 */
export async function downloadBookingDocument(request: Request, kind: BookingDocument): Promise<Response> {
  const fields = await request.formData();
  const locale = readDocumentLocale(request, fields.get('locale'));
  const form = BookingDocumentFormSchema.safeParse(Object.fromEntries(fields));
  if (!form.success) return answerFailure(locale, 'badRequest', 400, undefined);
  const { referenceId } = form.data;
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
    return answerFailure(locale, 'notAnswering', 503, referenceId);
  }
  if (!answer.ok) {
    if (answer.status === 404) return answerFailure(locale, 'notFound', 404, referenceId);
    if (answer.status === 429) return answerFailure(locale, 'tooMany', 429, referenceId);
    return answerFailure(locale, 'unavailable', 502, referenceId);
  }
  const headers = new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
