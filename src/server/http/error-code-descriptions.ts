import type { ErrorCode } from '@/lib/api/error-codes';

/**
 * What each API error code means, for the API document (src/server/openapi/build-openapi.ts)
 * and the README's table. Server-side, so the pages never carry these words.
 */
export const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'A field of the query, path or body is missing or invalid; `fields` names it.',
  UNAUTHORIZED: 'No valid session: sign in first.',
  TOKEN_INVALID: 'A verification, reset or download token is malformed, used or unknown.',
  TOKEN_EXPIRED: 'The token was valid but has expired.',
  FORBIDDEN: 'Signed in, but the role does not allow this call.',
  CROSS_SITE_REQUEST: 'A write (POST, PUT, PATCH, DELETE) started by another site: refused against CSRF.',
  EMAIL_NOT_VERIFIED: 'The account must verify its email first.',
  PURCHASE_REQUIRED: 'The content needs a purchase or enrolment.',
  ATTEMPTS_EXHAUSTED: 'Every strict attempt the quiz allows has been used.',
  NOT_FOUND: 'No such record, or it belongs to someone else.',
  METHOD_NOT_ALLOWED: 'The path exists but not with this HTTP method.',
  LOGIN_FAILED: 'Wrong email or password.',
  REGISTER_FAILED: 'The account could not be created (e.g. the email is taken).',
  ALREADY_PURCHASED: 'The buyer already owns this item.',
  OUT_OF_STOCK: 'The chosen variant has no stock left.',
  HOLD_LIMIT_REACHED:
    'The order would take the account-store stock held in unpaid orders past its limit (per account: 2 of one option, 5 in all; per address: 4 and 10): pay for the open orders or wait until they expire.',
  ORDER_NOT_PAYABLE: 'The order is paid, closed or about to expire: it can no longer be sent to the gateway.',
  QUIZ_TIME_UP: 'The strict attempt passed its deadline and was closed with its saved answers.',
  ATTEMPT_CLOSED: 'The exam attempt has already been submitted; it takes no more answers.',
  CHAT_SESSION_CLOSED: 'The chat conversation has been closed; start a new one to write again.',
  SLUG_TAKEN: 'Another record of the same kind already uses this slug (the URL name); choose another.',
  MODE_NOT_OFFERED: 'The quiz is not offered in the exam mode asked for (its settings name the modes it offers).',
  QUIZ_HAS_ATTEMPTS: 'Learners have taken the quiz, and their results keep it: it is never deleted.',
  ORDER_NOT_REFUNDABLE:
    'The order cannot be refunded through the gateway: it is not paid, was paid outside the gateway, or nothing is left to give back.',
  REFUND_IN_PROGRESS:
    'A refund of this order is waiting for the gateway: wait for its answer before asking for another.',
  ORDER_NOT_GRANTABLE:
    'The order cannot be granted by hand: it is already paid or refunded, or it was closed while holding stock that is gone.',
  ALREADY_REVEALED:
    "The order's delivered stock was revealed in the back office once already (who and when are in the audit log): it is shown once per order.",
  DOWNLOAD_LIMIT_REACHED:
    'The buyer has downloaded this source code 20 times today (a signed link counts once); `Retry-After` says when the next one is allowed.',
  ORDER_NOT_PAID: 'The order is not paid, so it has no receipt to send.',
  ACCOUNT_DISABLED:
    'An admin has disabled the account: it cannot sign in (password or Google) until an admin enables it again.',
  LAST_ADMIN: 'The change would leave the site without an enabled admin: make another account admin first.',
  SELF_DISABLE: 'An admin cannot disable their own account (another admin can).',
  ALREADY_VERIFIED: 'The account has verified its email already: there is no verification mail to send.',
  NEWSLETTER_NOT_DRAFT: 'The newsletter issue is being sent or was sent: it can no longer be edited or deleted.',
  NEWSLETTER_ALREADY_STARTED: 'The newsletter issue is being sent or was sent already: a send starts once.',
  NEWSLETTER_EMPTY: 'The newsletter issue has no language with both a subject and a body: there is nothing to mail.',
  NOT_ENROLLED: 'Only learners enrolled in the course (free or bought) may review it.',
  NO_LESSON_FINISHED: 'Finish at least one lesson of the course before reviewing it.',
  OWN_REVIEW: 'A learner cannot mark their own review helpful.',
  ALREADY_REVIEWED: 'The learner has reviewed this course already: edit that review (PATCH .../reviews/mine).',
  SHORTCUT_TAKEN: 'Another canned reply of the same language already uses this shortcut; choose another.',
  PAYMENT_GATEWAY_ERROR:
    "The payment gateway did not answer, refused the call, or its answer failed the signature check; the gateway's code is in the message.",
  COURSE_HAS_LEARNERS: 'The course has learners or orders, so it is never deleted: archive it instead.',
  PAYMENT_INVALID_SIGNATURE: 'The payment gateway reply failed its signature check.',
  PAYLOAD_TOO_LARGE: 'The request body is over the size limit.',
  UNSUPPORTED_MEDIA_TYPE: 'The body must be JSON.',
  LENGTH_REQUIRED: 'An upload must declare its size in Content-Length (chunked bodies are refused).',
  FILE_TOO_LARGE:
    "The file is over its kind's size limit (video 2 GiB, caption 1 MiB, image 10 MiB, archive 500 MiB): refused from its Content-Length before any byte is read, or as soon as the bytes pass the limit.",
  UNSUPPORTED_FILE_TYPE:
    'The bytes are not a format the kind accepts, judging by their magic bytes (video: MP4, WebM; caption: WebVTT; image: PNG, JPEG, WebP, GIF; archive: ZIP, gzip, 7z). The name and Content-Type sent are not considered.',
  UPLOAD_INCOMPLETE:
    'The upload stopped before its last byte (the connection was cut): nothing was kept; send it again.',
  RANGE_NOT_SATISFIABLE:
    'The Range asked for starts past the end of the file; `Content-Range: bytes */<size>` gives its size.',
  RATE_LIMITED: 'Too many requests; retry after the Retry-After header.',
  INTERNAL_ERROR: 'Unexpected failure; details are in the server log, never in the reply.',
  SERVICE_UNAVAILABLE: 'A dependency (the database) is unreachable; retry later.',
  PAYMENT_UNAVAILABLE: 'Online payment is not configured on this server.',
};
