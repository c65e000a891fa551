/**
 * One error value for every way an API call can fail (spec §7: failures carry `detail`
 * and `error_code`), so callers never have to tell axios errors, envelopes and network
 * failures apart.
 */
import { AxiosError, isCancel } from 'axios';
import { isApiFailure } from './envelope';
import type { ErrorCode } from './error-codes';

/** Spec §8's generic fallback message; the misspelling is the spec's own and is kept. */
export const FALLBACK_ERROR_MESSAGE = 'Some error occured!';

/**
 * Failures that never reached the server's error catalogue: no reply at all, a reply that
 * is not the envelope (a proxy's HTML 502, a malformed body), or a request we aborted.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'REQUEST_CANCELED';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  detail: string;
  error_code: ApiErrorCode;
  fields?: Record<string, string>;
  /** HTTP status, or null when no reply arrived. */
  status?: number | null;
}

export class ApiError extends Error {
  readonly detail: string;
  readonly error_code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly status: number | null;

  constructor(init: ApiErrorInit) {
    super(init.detail);
    this.name = 'ApiError';
    this.detail = init.detail;
    this.error_code = init.error_code;
    this.fields = init.fields;
    this.status = init.status ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Turns whatever a call threw, or a non-envelope reply body, into an ApiError. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isCancel(err)) {
    return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'REQUEST_CANCELED' });
  }
  if (err instanceof AxiosError) {
    const response = err.response;
    if (!response) {
      return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'NETWORK_ERROR' });
    }
    if (isApiFailure(response.data)) {
      const { detail, error_code, fields } = response.data.error;
      return new ApiError({ detail: detail || FALLBACK_ERROR_MESSAGE, error_code, fields, status: response.status });
    }
    return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'BAD_RESPONSE', status: response.status });
  }
  // A bug in our own code (a TypeError in a transform, say) is still a failed call to the UI.
  return new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'BAD_RESPONSE' });
}
