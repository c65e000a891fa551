/**
 * The one catalogue of API error codes (DESIGN.md §3). The server maps each code to its
 * HTTP status; the browser shows a translated message per code (common:errors.<CODE>).
 * Adding a code here is the whole job: README's API section lists this table.
 */
export const ERROR_CODES = {
  VALIDATION_ERROR: {
    status: 400,
    description: 'A field of the query, path or body is missing or invalid; `fields` names it.',
  },
  UNAUTHORIZED: { status: 401, description: 'No valid session: sign in first.' },
  TOKEN_INVALID: { status: 400, description: 'A verification, reset or download token is malformed, used or unknown.' },
  TOKEN_EXPIRED: { status: 400, description: 'The token was valid but has expired.' },
  FORBIDDEN: { status: 403, description: 'Signed in, but the role does not allow this call.' },
  CROSS_SITE_REQUEST: {
    status: 403,
    description: 'A write (POST, PUT, PATCH, DELETE) started by another site: refused against CSRF.',
  },
  EMAIL_NOT_VERIFIED: { status: 403, description: 'The account must verify its email first.' },
  PURCHASE_REQUIRED: { status: 403, description: 'The content needs a purchase or enrolment.' },
  ATTEMPTS_EXHAUSTED: { status: 403, description: 'Every strict attempt the quiz allows has been used.' },
  NOT_FOUND: { status: 404, description: 'No such record, or it belongs to someone else.' },
  METHOD_NOT_ALLOWED: { status: 405, description: 'The path exists but not with this HTTP method.' },
  LOGIN_FAILED: { status: 401, description: 'Wrong email or password.' },
  REGISTER_FAILED: { status: 409, description: 'The account could not be created (e.g. the email is taken).' },
  ALREADY_PURCHASED: { status: 409, description: 'The buyer already owns this item.' },
  OUT_OF_STOCK: { status: 409, description: 'The chosen variant has no stock left.' },
  ORDER_NOT_PAYABLE: {
    status: 409,
    description: 'The order is paid, closed or about to expire: it can no longer be sent to the gateway.',
  },
  QUIZ_TIME_UP: {
    status: 409,
    description: 'The strict attempt passed its deadline and was closed with its saved answers.',
  },
  ATTEMPT_CLOSED: {
    status: 409,
    description: 'The exam attempt has already been submitted; it takes no more answers.',
  },
  CHAT_SESSION_CLOSED: {
    status: 409,
    description: 'The chat conversation has been closed; start a new one to write again.',
  },
  PAYMENT_INVALID_SIGNATURE: { status: 400, description: 'The payment gateway reply failed its signature check.' },
  PAYLOAD_TOO_LARGE: { status: 413, description: 'The request body is over the size limit.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: 'The body must be JSON.' },
  RATE_LIMITED: { status: 429, description: 'Too many requests; retry after the Retry-After header.' },
  INTERNAL_ERROR: {
    status: 500,
    description: 'Unexpected failure; details are in the server log, never in the reply.',
  },
  SERVICE_UNAVAILABLE: { status: 503, description: 'A dependency (the database) is unreachable; retry later.' },
  PAYMENT_UNAVAILABLE: { status: 503, description: 'Online payment is not configured on this server.' },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
