import { ERROR_CATALOGUE, type ErrorCode, type ProblemFieldError } from '@travel/domain/problem';

/** An error a service throws on purpose; the problem-details plugin turns it into problem+json. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: ProblemFieldError[] | undefined;

  constructor(
    code: ErrorCode,
    options: { detail?: string; errors?: ProblemFieldError[]; cause?: unknown } = {},
  ) {
    super(options.detail ?? ERROR_CATALOGUE[code].en, { cause: options.cause });
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.errors = options.errors;
  }
}
