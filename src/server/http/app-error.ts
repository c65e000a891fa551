import { ERROR_STATUS, type ErrorCode } from '@/lib/api/error-codes';

/**
 * The one error type services throw for an expected failure. The handler wrapper turns
 * it into the failure envelope with the status of its code (src/lib/api/error-codes.ts);
 * `detail` is shown to the user, so it must never carry internals.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly detail: string;
  readonly fields?: Record<string, string>;
  /** Reply headers that belong to this failure (e.g. Retry-After on RATE_LIMITED). */
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, detail: string, fields?: Record<string, string>, headers?: Record<string, string>) {
    super(`${code}: ${detail}`);
    this.code = code;
    this.detail = detail;
    this.fields = fields;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
