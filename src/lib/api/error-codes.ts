/**
 * The one catalogue of API error codes (DESIGN.md §3), with the HTTP status of each. The
 * browser shows a translated message per code (common:errors.<CODE>); what each code means
 * is documented on the server (src/server/http/error-code-descriptions.ts), so those words
 * stay out of the pages' bundles. Adding a code: here, there (the compiler asks for it) and
 * in both languages' common.json (a test asks for it).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 400,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  EMAIL_NOT_VERIFIED: 403,
  PURCHASE_REQUIRED: 403,
  ATTEMPTS_EXHAUSTED: 403,
  MODE_NOT_OFFERED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LOGIN_FAILED: 401,
  REGISTER_FAILED: 409,
  ALREADY_PURCHASED: 409,
  OUT_OF_STOCK: 409,
  HOLD_LIMIT_REACHED: 409,
  ORDER_NOT_PAYABLE: 409,
  QUIZ_TIME_UP: 409,
  ATTEMPT_CLOSED: 409,
  CHAT_SESSION_CLOSED: 409,
  SLUG_TAKEN: 409,
  COURSE_HAS_LEARNERS: 409,
  QUIZ_HAS_ATTEMPTS: 409,
  ORDER_NOT_REFUNDABLE: 409,
  REFUND_IN_PROGRESS: 409,
  ORDER_NOT_GRANTABLE: 409,
  ORDER_NOT_PAID: 409,
  ALREADY_REVEALED: 409,
  PAYMENT_INVALID_SIGNATURE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LENGTH_REQUIRED: 411,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  UPLOAD_INCOMPLETE: 400,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  DOWNLOAD_LIMIT_REACHED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  PAYMENT_UNAVAILABLE: 503,
  PAYMENT_GATEWAY_ERROR: 502,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
