import type { MailMessage } from './mailer.port.ts';

/** A mail as the worker sends it: subject, text and html (the recipient is the row's). */
export type RenderedMail = Omit<MailMessage, 'to'>;

/**
 * A mail queued before it is rendered: the template's name and what it is made from (plain JSON).
 * The request that causes it writes this in its own transaction; the outbox worker renders it, so
 * templating (MJML takes milliseconds) is not paid in the request.
 */
export interface MailToRender {
  render: { template: string; input: unknown };
}

/** What an outbox row holds: a rendered mail, or one the worker renders before sending. */
export type OutboxMessage = RenderedMail | MailToRender;

/** The templates the worker knows, by name (composed in app.ts from the slices that queue mails). */
export type MailRenderers = Readonly<Record<string, (input: unknown) => Promise<RenderedMail>>>;

export function isMailToRender(message: OutboxMessage): message is MailToRender {
  return 'render' in message;
}

/** The mail to send for a row: rendered now when it was queued as a template. */
export async function renderOutboxMessage(
  message: OutboxMessage,
  renderers: MailRenderers,
): Promise<RenderedMail> {
  if (!isMailToRender(message)) return message;
  const render = renderers[message.render.template];
  // A template no renderer knows is a deployment mistake: the row is kept and retried, not dropped.
  if (!render) throw new Error(`no mail renderer for template ${message.render.template}`);
  return render(message.render.input);
}
