import type { ErrorCode, Problem, ProblemFieldError } from '@travel/domain/problem';
// Types only: the client itself ships no zod.
import type { z } from 'zod';
import type { LocalizedText } from './locale';

/** Spec §7: generic retries on these statuses, for idempotent requests only. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** ARCHITECTURE §6: page data calls time out after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** INVALID_RESPONSE: the API answered, but not in the shape its contract schema describes. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';

/** A failed API call: the problem+json answer when there was one, else a network or timeout failure. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly titles: LocalizedText | null;
  readonly fieldErrors: readonly ProblemFieldError[];
  /** The booking the problem is about, when the API names one (e.g. an airline order that failed). */
  readonly reference: string | null;
  /** The cart a refused or cancelled payment reopened (card/success's 402): which product to go back to. */
  readonly cart: NonNullable<Problem['cart']> | null;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    titles?: LocalizedText | null;
    fieldErrors?: readonly ProblemFieldError[];
    reference?: string | null;
    cart?: NonNullable<Problem['cart']> | null;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.titles = init.titles ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
    this.reference = init.reference ?? null;
    this.cart = init.cart ?? null;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Spec §9: the header the API reads the XSRF token from, and hands it out in. */
const XSRF_HEADER = 'x-xsrf-token';

export type ApiClientOptions = {
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Extra attempts after the first for idempotent requests. */
  retries?: number;
  /** First backoff delay; it doubles on every retry. */
  backoffMs?: number;
  headers?: Record<string, string>;
};

/**
 * How a call reads the API's answer. A response schema of `@travel/contract` has this shape: passed
 * as `schema`, it checks the answer and gives its type. `unchecked<typeof XSchema>()` gives the type
 * alone (see there).
 */
export type AnswerSchema<T> = { parse(value: unknown): T };

const PASS_THROUGH: AnswerSchema<unknown> = { parse: (value) => value };

/**
 * Types an answer by a contract schema without checking it: `schema: unchecked<typeof XSchema>()`,
 * with `import type { XSchema }`. The schema is never imported at run time, so neither it nor zod
 * reaches the browser bundle of a page that ships no zod otherwise (the home page stays under its
 * budget). For browser calls of such pages; the server and zod-bearing pages pass the schema itself.
 */
export function unchecked<S extends z.ZodType>(): AnswerSchema<z.output<S>> {
  return PASS_THROUGH as AnswerSchema<z.output<S>>;
}

export type RequestOptions = {
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
  /** 'include' sends the browser's cookies for the API (the visitor's agent_id); 'omit' by default. */
  credentials?: RequestCredentials;
};
/** POST and PATCH also send a JSON body. */
export type BodyRequestOptions = RequestOptions & { json?: unknown };

/**
 * A call typed by the contract schema it passes (`{ schema: XResponseSchema }` resolves to its
 * output); without a schema the answer is `unknown`, for calls that do not read it.
 */
type ApiCall<O extends RequestOptions> = {
  <T>(path: string, options: O & { schema: AnswerSchema<T> }): Promise<T>;
  (path: string, options?: O): Promise<unknown>;
};

export type ApiClient = {
  /** The API's address, e.g. to check that a URL it answered lies on its own origin. */
  baseUrl: string;
  get: ApiCall<RequestOptions>;
  post: ApiCall<BodyRequestOptions>;
  patch: ApiCall<BodyRequestOptions>;
};

/** The problem's `cart` when every field is a string (their values are checked where they are used). */
function readCart(value: unknown): NonNullable<Problem['cart']> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productType, offerId, locale, bookingReference } = value as Record<string, unknown>;
  if (typeof productType !== 'string' || typeof offerId !== 'string' || typeof locale !== 'string')
    return null;
  return {
    productType,
    offerId,
    locale,
    ...(typeof bookingReference === 'string' ? { bookingReference } : {}),
  };
}

/**
 * A problem's code as the API's problem schema names it (an enum of the domain's catalogue, checked
 * when the API answers). Only its shape is checked here: the catalogue's es/en titles would otherwise
 * ride in every page's JavaScript, and the browser shows the API's localized `title` or its own strings.
 */
function readCode(value: unknown): ErrorCode | null {
  return typeof value === 'string' && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(value)
    ? (value as ErrorCode)
    : null;
}

function readProblem(status: number, body: unknown): ApiError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = readCode(problem.code) ?? 'UNKNOWN_ERROR';
  const titles = problem.titles as LocalizedText | undefined;
  const message =
    typeof problem.title === 'string'
      ? problem.title
      : (titles?.en ?? `Request failed with status ${status}`);
  return new ApiError({
    status,
    code,
    message,
    titles: titles && typeof titles.es === 'string' ? titles : null,
    fieldErrors: Array.isArray(problem.errors) ? (problem.errors as ProblemFieldError[]) : [],
    reference: typeof problem.reference === 'string' ? problem.reference : null,
    cart: readCart(problem.cart),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A non-2xx answer, thrown by one attempt and read into an `ApiError` once retrying is over. */
class FailedStatus {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The reason an attempt is aborted with when it outlives its timeout. */
class TimedOut {}

/** Waits `ms`, or rejects with the caller's abort reason as soon as it aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `path?query`, without the query's undefined values. */
function withQuery(url: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

/**
 * The one way the web app talks to the API, on the server (API_INTERNAL_URL) and in the browser
 * (API_PUBLIC_URL), on fetch: JSON, no credentials unless a call asks, a timeout per attempt, retries
 * with exponential backoff on the statuses of spec §7 (and timeouts and network failures) for GET only,
 * and problem+json turned into an `ApiError`. Plain fetch rather than a wrapper library: this is all
 * the site needs of one, and every page's JavaScript carries it (issue 18, decision 024).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, timeoutMs = API_TIMEOUT_MS, retries = 2, backoffMs = 250, headers = {} } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Spec §9 XSRF: the API hands the page its token in an answer header (its cookie may live on another
  // host); the page repeats it on the calls that carry its cookies. Server-side clients never get one.
  let xsrfToken: string | null = null;

  async function send(
    method: string,
    path: string,
    opts: BodyRequestOptions,
  ): Promise<{ status: number; body: unknown }> {
    const tokenBefore = xsrfToken;
    try {
      return await sendWithRetries(method, path, opts);
    } catch (error) {
      // A page's first state-changing call can come before any answer handed it the token (its data
      // was loaded on the server); the refusal carries one, so the call is made once more with it.
      const refusedForToken =
        error instanceof ApiError && error.code === 'XSRF_TOKEN_INVALID' && opts.credentials === 'include';
      if (refusedForToken && xsrfToken !== null && xsrfToken !== tokenBefore) {
        return sendWithRetries(method, path, opts);
      }
      throw error;
    }
  }

  /**
   * One attempt, within its own timeout (the caller's abort goes through too): the status and body of
   * a 2xx answer; anything else throws, a non-2xx answer as `FailedStatus`.
   */
  async function attempt(method: string, url: string, opts: BodyRequestOptions) {
    const credentials = opts.credentials ?? 'omit';
    const requestHeaders: Record<string, string> = {
      accept: 'application/json, application/problem+json',
      ...headers,
    };
    if (opts.json !== undefined) requestHeaders['content-type'] = 'application/json';
    if (xsrfToken && method !== 'GET' && credentials === 'include') requestHeaders[XSRF_HEADER] = xsrfToken;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimedOut()), timeoutMs);
    const forwardAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await doFetch(url, {
        method,
        headers: requestHeaders,
        body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
        credentials,
        signal: controller.signal,
      });
      const token = response.headers.get(XSRF_HEADER);
      if (token) xsrfToken = token;
      if (!response.ok) throw new FailedStatus(response.status, await readJson(response));
      return { status: response.status, body: await readJson(response) };
    } catch (error) {
      throw controller.signal.reason instanceof TimedOut ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function sendWithRetries(method: string, path: string, opts: BodyRequestOptions) {
    const url = withQuery(`${base}${path}`, opts.query);
    const attempts = method === 'GET' ? retries + 1 : 1;
    for (let number = 1; ; number += 1) {
      try {
        return await attempt(method, url, opts);
      } catch (error) {
        if (opts.signal?.aborted) throw opts.signal.reason;
        const failed = error instanceof FailedStatus ? error : null;
        const retryable = failed === null || RETRYABLE_STATUSES.has(failed.status);
        if (retryable && number < attempts) {
          // Our own backoff, never a server's Retry-After: a page must not wait on a rate limit's minute.
          await pause(backoffMs * 2 ** (number - 1), opts.signal);
          continue;
        }
        if (failed) throw readProblem(failed.status, failed.body);
        if (error instanceof TimedOut) {
          throw new ApiError({
            status: 408,
            code: 'TIMEOUT',
            message: `${method} ${url} timed out after ${timeoutMs} ms`,
          });
        }
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: `${method} ${url} failed` });
      }
    }
  }

  async function request(
    method: string,
    path: string,
    opts: BodyRequestOptions & { schema?: AnswerSchema<unknown> } = {},
  ) {
    const answer = await send(method, path, opts);
    if (!opts.schema) return answer.body;
    try {
      return opts.schema.parse(answer.body);
    } catch (cause) {
      // The schema's issues name paths and expectations, never the values (which may be personal).
      throw new ApiError({
        status: answer.status,
        code: 'INVALID_RESPONSE',
        message: `${method} ${base}${path} answered a body its contract schema refuses`,
        cause,
      });
    }
  }
  return {
    baseUrl,
    get: ((path: string, opts?: RequestOptions) => request('GET', path, opts)) as ApiCall<RequestOptions>,
    post: ((path: string, opts?: BodyRequestOptions) =>
      request('POST', path, opts)) as ApiCall<BodyRequestOptions>,
    patch: ((path: string, opts?: BodyRequestOptions) =>
      request('PATCH', path, opts)) as ApiCall<BodyRequestOptions>,
  };
}
