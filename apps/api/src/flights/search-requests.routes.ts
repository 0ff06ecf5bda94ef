import {
  SearchRequestCreateSchema,
  SearchRequestIdParamsSchema,
  SearchRequestResponseSchema,
  SearchRequestUpdateSchema,
} from '@travel/contract/search-requests';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchRequestsService } from './search-requests.service.ts';

export function searchRequestsRoutes(service: SearchRequestsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/search_requests',
      {
        schema: {
          tags: ['search'],
          summary: 'Record a flight search',
          body: SearchRequestCreateSchema,
          response: { 201: SearchRequestResponseSchema, 400: ProblemSchema },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await service.record(request.body) }),
    );

    app.patch(
      '/api/search_requests/:id',
      {
        schema: {
          tags: ['search'],
          summary: 'Update a recorded search (result count, chosen offer): its owner only, else 404',
          params: SearchRequestIdParamsSchema,
          body: SearchRequestUpdateSchema,
          response: { 200: SearchRequestResponseSchema, 400: ProblemSchema, 404: ProblemSchema },
        },
      },
      async (request) => ({ data: await service.update(request.params.id, request.body) }),
    );
  };
}
