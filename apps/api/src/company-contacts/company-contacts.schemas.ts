import { z } from 'zod';

/**
 * The GraphQL schema of spec §7's company-contacts call. The spec's own query works as written:
 * `query companyContactInfoDisplayQuery { companyContactInfoDisplayQuery { results { contactNumber
 * countryCode } } }`.
 */
export const COMPANY_CONTACTS_SDL = /* GraphQL */ `
  "A call-centre number (spec §3 company contact entry)."
  type CompanyContactInfo {
    "E.164, e.g. +576015087000."
    contactNumber: String!
    "ISO 3166-1 alpha-2 country the number serves; empty for the international number."
    countryCode: String!
  }

  type CompanyContactInfoDisplay {
    results: [CompanyContactInfo!]!
  }

  type Query {
    "Every call-centre number; the site shows the visitor's country's, else the international one."
    companyContactInfoDisplayQuery: CompanyContactInfoDisplay!
  }
`;

/** The contacts query is 3 levels deep; GraphQL tools' introspection query, 15. */
export const GRAPHQL_MAX_QUERY_DEPTH = 15;
/** A GraphQL document longer than this is not one of ours. */
export const GRAPHQL_MAX_QUERY_LENGTH = 10_000;
/** Parsing stops past this many tokens: the spec's query has 12, GraphQL tools' introspection 163. */
export const GRAPHQL_MAX_TOKENS = 1_000;

/** A GraphQL-over-HTTP POST body (application/json). */
export const GraphqlRequestSchema = z.object({
  query: z.string().min(1).max(GRAPHQL_MAX_QUERY_LENGTH),
  operationName: z.string().max(200).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});
export type GraphqlRequest = z.infer<typeof GraphqlRequestSchema>;

const GraphqlErrorSchema = z.object({
  message: z.string(),
  locations: z.array(z.object({ line: z.number(), column: z.number() })).optional(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** What a GraphQL endpoint answers: data, errors, or both. */
export const GraphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(GraphqlErrorSchema).optional(),
});
export type GraphqlResponse = z.infer<typeof GraphqlResponseSchema>;
