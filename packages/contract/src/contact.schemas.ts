import { z } from 'zod';
import { SiteLocaleSchema } from './locale.schemas.ts';

/** No line breaks or other control characters: a name or title is one line of the team's e-mail. */
const ONE_LINE = /^[^\p{Cc}]*$/u;
/** Text a reader can see: not only spaces or invisible characters (zero-width spaces, marks). */
export const VISIBLE_TEXT = /[^\p{Z}\p{C}]/u;

/**
 * What an enquiry is about: a tour package or a cruise sailing, by title and page, and the date chosen;
 * or the phone-only offers, whose adviser calls the visitor back.
 */
export const EnquirySubjectSchema = z
  .object({
    type: z.enum(['tour', 'cruise', 'phone-offer']),
    title: z.string().trim().min(1).max(200).regex(ONE_LINE, 'title must be one line'),
    /** The page's path without locale prefix, e.g. /turs/peru/cusco-y-machu-picchu. */
    path: z.string().regex(/^\/[a-z0-9/-]{1,200}$/, 'path must be a site path'),
    departureDate: z.iso.date().optional(),
  })
  .strict();
export type EnquirySubject = z.infer<typeof EnquirySubjectSchema>;

/** Spec §3 contact form: name, e-mail, phone, best time to reach; plus the message itself. */
export const ContactMessageSchema = z
  .object({
    kind: z.enum(['contact', 'enquiry']).default('contact'),
    name: z
      .string()
      .trim()
      .min(1, 'name is required')
      .max(120)
      .regex(ONE_LINE, 'name must be one line')
      .regex(VISIBLE_TEXT, 'name is required'),
    email: z.email('email must be an e-mail address').max(254),
    phone: z
      .string()
      .max(25)
      .regex(/^[\d\s+()-]*$/, 'phone may hold digits, spaces, +, - and parentheses only')
      .optional(),
    bestTimeToReach: z.enum(['morning', 'afternoon', 'evening', 'any']).optional(),
    message: z
      .string()
      .trim()
      .min(1, 'message is required')
      .max(5_000)
      .regex(VISIBLE_TEXT, 'message is required'),
    locale: SiteLocaleSchema.default('es'),
    /** Enquiries only: the tour or sailing the visitor asks about. */
    about: EnquirySubjectSchema.optional(),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactAcceptedSchema = z.object({
  data: z.object({ id: z.uuid(), status: z.literal('queued') }),
});
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;
