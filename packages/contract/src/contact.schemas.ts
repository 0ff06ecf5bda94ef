import { z } from 'zod';

/** Spec §3 contact form: name, e-mail, phone, best time to reach; plus the message itself. */
export const ContactMessageSchema = z
  .object({
    kind: z.enum(['contact', 'enquiry']).default('contact'),
    name: z.string().trim().min(1, 'name is required').max(120),
    email: z.email('email must be an e-mail address').max(254),
    phone: z
      .string()
      .max(25)
      .regex(/^[\d\s+()-]*$/, 'phone may hold digits, spaces, +, - and parentheses only')
      .optional(),
    bestTimeToReach: z.enum(['morning', 'afternoon', 'evening', 'any']).optional(),
    message: z.string().trim().min(1, 'message is required').max(5_000),
    locale: z.enum(['es', 'en']).default('es'),
  })
  .strict();
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactAcceptedSchema = z.object({
  data: z.object({ id: z.uuid(), status: z.literal('queued') }),
});
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;
