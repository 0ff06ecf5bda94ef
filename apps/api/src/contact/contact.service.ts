import type { ContactMessage } from '@travel/contract/contact';
import type { Clock } from '../platform/clock.ts';
import type { Ids } from '../platform/ids.ts';
import type { OutboxRepository } from '../platform/outbox/outbox.repository.ts';
import { renderContactMessage } from './contact-message.mail.ts';

export interface ContactServiceDeps {
  outbox: OutboxRepository;
  clock: Clock;
  inbox: string;
  ids: Pick<Ids, 'uuid'>;
}

/** Contact and enquiry forms go to the company inbox through the outbox: retried, never lost. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async send(message: ContactMessage) {
      const id = deps.ids.uuid();
      const now = deps.clock.now();
      const rendered = renderContactMessage(message);
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
