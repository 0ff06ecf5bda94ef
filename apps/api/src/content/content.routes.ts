import {
  CONTENT_LANGS,
  type ContentLang,
  ContentSearchQuerySchema,
  NodeCollectionParamsSchema,
  NodeCollectionQuerySchema,
  NodeCollectionSchema,
  NodeIndividualParamsSchema,
  NodeIndividualSchema,
  ResolvedPathSchema,
  TranslatePathQuerySchema,
} from '@travel/contract/content';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_CONTROL } from '../plugins/http-caching.ts';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import type { ContentService } from './content.service.ts';

const rateLimit = perProcessRateLimit({ max: 600, timeWindow: '1 minute' });
const PROBLEMS = { 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema, 502: ProblemSchema };
/** Drupal serves JSON:API under its language prefix; Spanish, the default, also without one. */
const LANGUAGE_PREFIXES: ReadonlyArray<readonly [prefix: string, lang: ContentLang]> = [
  ['', 'es'],
  ...CONTENT_LANGS.map((lang) => [`/${lang}`, lang] as const),
];

/** Content changes when editors publish: browsers and a CDN keep it 5 minutes, then revalidate by ETag. */
function cacheable(reply: FastifyReply, type = 'application/vnd.api+json') {
  reply.header('cache-control', CACHE_CONTROL.publishedContent).type(type);
}

/** Drupal's decoupled router and JSON:API node routes (spec §7), over whichever source is configured. */
export function contentRoutes(service: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/router/translate-path',
      {
        schema: {
          tags: ['content'],
          summary: "A site path to its content node (Drupal's decoupled router)",
          querystring: TranslatePathQuerySchema,
          response: { 200: ResolvedPathSchema, ...PROBLEMS },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        cacheable(reply, 'application/json');
        return service.translatePath(request.query.path);
      },
    );

    app.get(
      '/content/search',
      {
        schema: {
          tags: ['content'],
          summary: 'Content pages holding every word of a query, in one language',
          querystring: ContentSearchQuerySchema,
          response: { 200: NodeCollectionSchema, ...PROBLEMS },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        cacheable(reply);
        const { q, lang, limit } = request.query;
        return service.search(lang, q, limit);
      },
    );

    for (const [prefix, lang] of LANGUAGE_PREFIXES) {
      app.get(
        `${prefix}/jsonapi/node/:bundle`,
        {
          schema: {
            tags: ['content'],
            summary: `A page of content nodes of one type (JSON:API${prefix ? `, ${lang}` : ''})`,
            params: NodeCollectionParamsSchema,
            querystring: NodeCollectionQuerySchema,
            response: { 200: NodeCollectionSchema, ...PROBLEMS },
          },
          config: { rateLimit },
        },
        async (request, reply) => {
          cacheable(reply);
          return service.listNodes(request.params.bundle, lang, request.query);
        },
      );

      app.get(
        `${prefix}/jsonapi/node/:bundle/:id`,
        {
          schema: {
            tags: ['content'],
            summary: `One content node (JSON:API${prefix ? `, ${lang}` : ''})`,
            params: NodeIndividualParamsSchema,
            response: { 200: NodeIndividualSchema, ...PROBLEMS },
          },
          config: { rateLimit },
        },
        async (request, reply) => {
          cacheable(reply);
          return service.getNode(request.params.bundle, request.params.id, lang);
        },
      );
    }
  };
}
