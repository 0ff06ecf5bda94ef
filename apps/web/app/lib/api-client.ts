import { type ErrorCode, isErrorCode, type ProblemFieldError } from '@travel/domain/problem';

/** Spec §7: generic retries on these statuses, for idempotent requests only. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** ARCHITECTURE §6: page data calls time out after 10 s. */
export const API_TIMEOUT_MS = 10_000;

export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'TIMEOUT' | 'UNKNOWN_ERROR';

/** A failed API call: the problem+json answer when there was one, else a network or timeout failure. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly titles: { es: string; en: string } | null;
  readonly fieldErrors: readonly ProblemFieldError[];

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    titles?: { es: string; en: string } | null;
    fieldErrors?: readonly ProblemFieldError[];
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.titles = init.titles ?? null;
    this.fieldErrors = init.fieldErrors ?? [];
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Extra attempts after the first for idempotent requests. */
  retries?: number;
  /** First backoff delay; it doubles on every retry. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  headers?: Record<string, string>;
};

export type RequestOptions = { signal?: AbortSignal; query?: Record<string, string | number | undefined> };

export type ApiClient = {
  /** The API's address, e.g. to check that a URL it answered lies on its own origin. */
  baseUrl: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
};

function readProblem(status: number, body: unknown): ApiError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = isErrorCode(problem.code) ? problem.code : 'UNKNOWN_ERROR';
  const titles = problem.titles as { es: string; en: string } | undefined;
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

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way the web app talks to the API, on the server (API_INTERNAL_URL) and in the browser
 * (API_PUBLIC_URL): JSON, no credentials, a timeout per attempt, retries with exponential backoff on
 * the statuses of spec §7 for GET only, and problem+json turned into an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    baseUrl,
    fetch: doFetch = (input, init) => globalThis.fetch(input, init),
    timeoutMs = API_TIMEOUT_MS,
    retries = 2,
    backoffMs = 250,
    sleep = defaultSleep,
    headers = {},
  } = options;
  const base = baseUrl.replace(/\/+$/, '');

  async function attempt(method: string, url: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          accept: 'application/json, application/problem+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        signal: combined,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const timedOut = timeout.aborted;
      throw new ApiError({
        status: timedOut ? 408 : 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: timedOut ? `${method} ${url} timed out after ${timeoutMs} ms` : `${method} ${url} failed`,
      });
    }
    const payload = await readJson(response);
    if (!response.ok) throw readProblem(response.status, payload);
    return payload;
  }

  async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions = {}) {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const maxAttempts = method === 'GET' ? retries + 1 : 1;
    for (let n = 1; ; n++) {
      try {
        return (await attempt(method, url.toString(), body, opts.signal)) as T;
      } catch (error) {
        const retryable =
          error instanceof ApiError &&
          (RETRYABLE_STATUSES.has(error.status) || error.code === 'NETWORK_ERROR');
        if (!retryable || n >= maxAttempts || opts.signal?.aborted) throw error;
        await sleep(backoffMs * 2 ** (n - 1));
      }
    }
  }

  return {
    baseUrl,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
  };
}
