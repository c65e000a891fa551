/**
 * The reply envelope of every API call (spec §7, DESIGN.md §3), shared by the server's
 * handler wrapper and the browser's axios client.
 */
import type { ErrorCode } from './error-codes';

export interface ApiSuccess<T> {
  success: true;
  data: T;
  /** 1-based page number, on paginated lists only. */
  page?: number;
  total_page?: number;
}

interface ApiErrorBody {
  detail: string;
  error_code: ErrorCode;
  /** Field-level messages of a VALIDATION_ERROR, keyed by dotted path (e.g. `items.0.product_id`). */
  fields?: Record<string, string>;
  /**
   * The request's id, also its X-Request-Id header and on every server log line it wrote:
   * what a user quotes to support. Every failure the API's handler wrapper answers has it.
   */
  request_id?: string;
}

export interface ApiFailure {
  success: false;
  error: ApiErrorBody;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { error?: { error_code?: unknown } }).error?.error_code === 'string'
  );
}
