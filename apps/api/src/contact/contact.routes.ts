import { ContactAcceptedSchema, ContactMessageSchema } from '@travel/contract/contact';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(service: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/mail/send',
      {
        schema: {
          tags: ['mail'],
          summary: 'Send the contact or enquiry form to the company inbox (queued, retried)',
          body: ContactMessageSchema,
          response: { 202: ContactAcceptedSchema, 400: ProblemSchema, 429: ProblemSchema },
        },
        // Abuse-prone: a form anyone can post to.
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      },
      async (request, reply) => reply.code(202).send({ data: await service.send(request.body) }),
    );
  };
}
