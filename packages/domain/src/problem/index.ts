export { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes.ts';
export {
  type Problem,
  type ProblemFieldError,
  ProblemFieldErrorSchema,
  ProblemSchema,
} from './problem.schemas.ts';
