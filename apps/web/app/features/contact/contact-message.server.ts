import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { ERROR_CATALOGUE, isErrorCode } from '@travel/domain/problem';
import { data, redirect } from 'react-router';
import { type ApiError, isApiError } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import { getRequestLocale, type Locale, localizePath, pickLocalized } from '../../lib/locale';
import { buildContactFormSchema, type EnquiryTopic, toContactMessage } from './contact-form.schemas';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from './contact-form-fields';
import { checkFormStartToken, issueFormStartToken } from './form-start-token.server';

/**
 * Why a checked form was not sent: too fast or expired (the spam guard), or the API refused it. The
 * API's own message, in the visitor's language, comes in `message` when it gave one.
 */
export type ContactNotice = { key: 'tooFast' | 'expired' | 'sendFailed'; message?: string };

export type ContactActionData = {
  /** The form again, with what was typed and its field errors. */
  lastResult: SubmissionResult<string[]>;
  /** The signed start the form goes on with (the same one while it holds). */
  startedAt: string;
  notice?: ContactNotice;
};

/** An enquiry form's page: what it is about and the departure dates it offers. */
export type EnquiryContext = { topic: EnquiryTopic; departureDates: readonly string[] };

/** The contact page's data (and an enquiry form's): when its form was served, signed. */
export function loadContactPage(now: Date = new Date()) {
  return { startedAt: issueFormStartToken(now) };
}

/** The API's title for a failure in the visitor's language (the catalogue's, for its codes). */
function describeApiError(error: ApiError, locale: Locale): string | undefined {
  if (error.titles) return pickLocalized(error.titles, locale);
  return isErrorCode(error.code) ? pickLocalized(ERROR_CATALOGUE[error.code], locale) : undefined;
}

/**
 * The contact form's POST: checked on the server (whatever the browser did), guarded against robots
 * (a filled honeypot is thanked and dropped; a form sent too soon after it was served, or with a
 * start that is not ours, is refused), sent through POST /mail/send and followed by the thank-you
 * page. Every refusal gives the form back with what was typed. An enquiry (a tour's or a sailing's
 * page) names its topic, which the page knows, and accepts only the departure dates it offered.
 */
export async function sendContactMessage(request: Request, now: Date = new Date(), enquiry?: EnquiryContext) {
  const locale = getRequestLocale(request);
  const thanks = localizePath('/gracias', locale);
  const formData = await request.formData();
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return redirect(thanks, 303);

  const submission = parseWithZod(formData, {
    schema: buildContactFormSchema(enquiry?.departureDates),
  });
  const start = checkFormStartToken(formData.get(STARTED_AT_FIELD), now);
  const refuse = (notice?: ContactNotice) =>
    data<ContactActionData>({ lastResult: submission.reply(), startedAt: start.token, notice });
  if (submission.status !== 'success') return refuse();
  if (start.status !== 'ok') return refuse({ key: start.status });

  try {
    await getServerApiClient(request).post('/mail/send', {
      json: toContactMessage(submission.value, locale, enquiry?.topic),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refuse({ key: 'sendFailed', message: describeApiError(error, locale) });
  }
  return redirect(thanks, 303);
}
