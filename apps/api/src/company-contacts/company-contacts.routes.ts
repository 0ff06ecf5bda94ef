import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type GraphQLError, parse } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import {
  COMPANY_CONTACTS_SDL,
  GRAPHQL_MAX_QUERY_DEPTH,
  GRAPHQL_MAX_TOKENS,
  GraphqlRequestSchema,
  type GraphqlResponse,
  GraphqlResponseSchema,
} from './company-contacts.schemas.ts';
import type { CompanyContactEntry, CompanyContactsService } from './company-contacts.service.ts';

/** Read at every page start-up (the web server caches it); as generous as the other read routes. */
const rateLimit = perProcessRateLimit({ max: 300, timeWindow: '1 minute' });

type GraphqlErrorJson = NonNullable<GraphqlResponse['errors']>[number];

/**
 * By name, not `instanceof`: mercurius loads graphql's CommonJS build and a bundler or Vitest may
 * give this module the ES one, two GraphQLError classes.
 */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** A request error's message and place in the query: the client's own text, safe to show back. */
function requestError(error: unknown): GraphqlErrorJson {
  if (isGraphqlError(error)) return error.toJSON() as GraphqlErrorJson;
  return { message: error instanceof Error ? error.message : 'Invalid GraphQL request' };
}

/** Mercurius's MER_ERR_GQL_VALIDATION: a query the schema refuses, with the reasons in `errors`. */
function isRequestRefusal(error: unknown): error is { errors: unknown[] } {
  const refusal = error as { code?: unknown; errors?: unknown } | null;
  return refusal?.code === 'MER_ERR_GQL_VALIDATION' && Array.isArray(refusal.errors);
}

/**
 * An error raised while executing a valid query. GraphQL's own (an operation name that matches
 * nothing) has no `originalError` and is the client's; anything a resolver threw (the database) is
 * ours: logged, and answered without its message.
 */
function isServerError(error: GraphQLError): boolean {
  return error.originalError !== undefined && !isGraphqlError(error.originalError);
}

/**
 * Spec §7 "POST to a GraphQL endpoint": `companyContactInfoDisplayQuery` over the contacts table
 * (ARCHITECTURE §3). Mercurius runs the schema (parse and validation caches, a depth limit); the
 * route is ours, so its body goes through zod and its failures through the problem-details plugin
 * like every other route's. Hidden from the OpenAPI document: GraphQL describes itself.
 */
export function companyContactsRoutes(service: CompanyContactsService): FastifyPluginAsyncZod {
  return async (app) => {
    // One database read per request, however many aliases of the field a query asks for.
    const listed = new WeakMap<object, Promise<CompanyContactEntry[]>>();
    function listOnce(context: object): Promise<CompanyContactEntry[]> {
      let contacts = listed.get(context);
      if (!contacts) {
        contacts = service.listContacts();
        listed.set(context, contacts);
      }
      return contacts;
    }

    await app.register(mercurius, {
      schema: COMPANY_CONTACTS_SDL,
      resolvers: {
        Query: {
          companyContactInfoDisplayQuery: async (_root: unknown, _args: unknown, context: object) => ({
            results: await listOnce(context),
          }),
        },
      },
      routes: false,
      queryDepth: GRAPHQL_MAX_QUERY_DEPTH,
      errorFormatter: (execution, context: MercuriusContext) => {
        const errors = execution.errors ?? [];
        const failed = errors.filter(isServerError);
        for (const error of failed) {
          context.reply.log.error({ err: error.originalError, path: error.path }, 'GraphQL resolver failed');
        }
        const status = failed.length > 0 ? 500 : 400;
        return {
          statusCode: execution.data ? 200 : status,
          response: {
            data: execution.data ?? null,
            errors: errors.map((error) =>
              isServerError(error)
                ? { message: 'Internal server error', extensions: { code: 'INTERNAL_ERROR' } }
                : requestError(error),
            ),
          },
        };
      },
    });

    app.post(
      '/graphql',
      {
        schema: {
          hide: true,
          body: GraphqlRequestSchema,
          response: {
            200: GraphqlResponseSchema,
            // A problem for a body that is not a GraphQL request; GraphQL errors for a bad query.
            400: ProblemSchema.or(GraphqlResponseSchema),
            429: ProblemSchema,
            500: ProblemSchema.or(GraphqlResponseSchema),
          },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { query, variables, operationName } = request.body;
        try {
          // Parsed here first, with a token limit: a query that does not parse must never reach
          // mercurius, which would then try it as a JSON-encoded document.
          parse(query, { maxTokens: GRAPHQL_MAX_TOKENS });
          // Variables always given, so mercurius checks them and the operation name before running.
          const result = await reply.graphql(query, {}, variables ?? {}, operationName ?? undefined);
          // Its errors are the JSON the errorFormatter above wrote, whatever mercurius's type says.
          return result as GraphqlResponse;
        } catch (error) {
          if (isGraphqlError(error)) return reply.code(400).send({ errors: [requestError(error)] });
          // Mercurius's refusals (validation, depth, variables) carry GraphQL's own errors.
          if (isRequestRefusal(error))
            return reply.code(400).send({ errors: error.errors.map(requestError) });
          throw error;
        }
      },
    );
  };
}
