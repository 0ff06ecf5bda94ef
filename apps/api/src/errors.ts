import {
  ERROR_CATALOGUE,
  type ErrorCode,
  type Problem,
  type ProblemFieldError,
} from '@travel/domain/problem';

/** An error a service throws on purpose; the problem-details plugin turns it into problem+json. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: ProblemFieldError[] | undefined;
  /** The booking reference the problem is about, shown to the traveller (never secret). */
  readonly reference: string | undefined;
  /** The cart a refused or cancelled payment reopened, told to that cart's own visitor only. */
  readonly cart: Problem['cart'];

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      errors?: ProblemFieldError[];
      reference?: string;
      cart?: Problem['cart'];
      cause?: unknown;
    } = {},
  ) {
    super(options.detail ?? ERROR_CATALOGUE[code].en, { cause: options.cause });
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.errors = options.errors;
    this.reference = options.reference;
    this.cart = options.cart;
  }
}
