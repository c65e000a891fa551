/**
 * One error value for every way an API call can fail (spec §7: failures carry `detail`
 * and `error_code`), so callers never have to tell axios errors, envelopes and network
 * failures apart.
 */
import type { AxiosError } from 'axios';
import { isApiFailure } from './envelope';
import type { ErrorCode } from './error-codes';

/** Spec §8's generic fallback message; the misspelling is the spec's own and is kept. */
export const FALLBACK_ERROR_MESSAGE = 'Some error occured!';

/** Spec §8's message for a sign-in reply without an id or a token: no session can start. */
export const LOGIN_REPLY_INVALID_MESSAGE = 'Server error!';

/**
 * Failures that never reached the server's error catalogue: no reply at all, a reply that
 * is not the envelope (a proxy's HTML 502, a malformed body), or a request we aborted.
 */
type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'REQUEST_CANCELED';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  detail: string;
  error_code: ApiErrorCode;
  fields?: Record<string, string>;
  /** HTTP status, or null when no reply arrived. */
  status?: number | null;
  /** The reply's Retry-After in seconds (429, 503), or null. */
  retryAfterS?: number | null;
}

export class ApiError extends Error {
  readonly detail: string;
  readonly error_code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly status: number | null;
  readonly retryAfterS: number | null;

  constructor(init: ApiErrorInit) {
    super(init.detail);
    this.name = 'ApiError';
    this.detail = init.detail;
    this.error_code = init.error_code;
    this.fields = init.fields;
    this.status = init.status ?? null;
    this.retryAfterS = init.retryAfterS ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

// The same tests as axios's own isCancel and isAxiosError, written here so that this module
// (which pages import just for ApiError) does not pull axios into their first load.
const isCancel = (value: unknown) => Boolean((value as { __CANCEL__?: unknown } | null)?.__CANCEL__);
const isAxiosError = (value: unknown): value is AxiosError =>
  typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;

/** Turns whatever a call threw, or a non-envelope reply body, into an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isCancel(err)) {
    return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'REQUEST_CANCELED' });
  }
  if (isAxiosError(err)) {
    const response = err.response;
    if (!response) {
      return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'NETWORK_ERROR' });
    }
    if (isApiFailure(response.data)) {
      const { detail, error_code, fields } = response.data.error;
      return new ApiError({
        detail: detail || FALLBACK_ERROR_MESSAGE,
        error_code,
        fields,
        status: response.status,
        retryAfterS: retryAfterOf(response.headers),
      });
    }
    return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'BAD_RESPONSE', status: response.status });
  }
  // A bug in our own code (a TypeError in a transform, say) is still a failed call to the UI.
  return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'BAD_RESPONSE' });
}

/** Retry-After as delay-seconds (what the API sends); null when absent or a date. */
function retryAfterOf(headers: unknown): number | null {
  const raw = (headers as { get?: (name: string) => unknown } | undefined)?.get?.('retry-after');
  const seconds = Number(raw);
  return raw !== undefined && raw !== null && raw !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
