export { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes.ts';
export { ERROR_TITLES_PT, portugueseTitle } from './error-titles-pt.ts';
export {
  type Problem,
  type ProblemFieldError,
  ProblemFieldErrorSchema,
  ProblemSchema,
} from './problem.schemas.ts';
