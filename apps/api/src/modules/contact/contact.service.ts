import type { Clock } from '../../providers/flight-supplier/flight-supplier.port.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { ContactMessage } from './contact.schemas.ts';
import { renderContactMessage } from './contact-message.mail.ts';

export interface ContactServiceDeps {
  outbox: OutboxRepository;
  clock: Clock;
  inbox: string;
  newId: () => string;
}

/** Contact and enquiry forms go to the company inbox through the outbox: retried, never lost. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async send(message: ContactMessage) {
      const id = deps.newId();
      const now = deps.clock.now();
      const rendered = renderContactMessage(message, deps.inbox);
      await deps.outbox.enqueue({
        kind: `contact-${message.kind}`,
        dedupeKey: `contact:${id}`,
        recipient: deps.inbox,
        locale: message.locale,
        message: rendered,
        nextAttemptAt: now,
        createdAt: now,
      });
      return { id, status: 'queued' as const };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
