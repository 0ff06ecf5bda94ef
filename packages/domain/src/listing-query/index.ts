export { type QueryEntries, rewriteFilterQuery } from './listing-query.ts';
