/**
 * How the 500 page learns the id of the request that failed, so a visitor can quote it:
 * the page is built once (Next allows /500 only static props), so it cannot read its
 * request. definePageProps (src/server/http/define-page-props.ts) sets this short-lived
 * cookie on the failing reply; the page reads it in the browser and clears it.
 */
export const ERROR_REFERENCE_COOKIE = 'error_ref';

/** Five minutes: long enough for the page to load, short enough not to linger. */
export const ERROR_REFERENCE_MAX_AGE_S = 300;

// The characters of a request id (src/server/http/logger.ts accepts no others).
const REFERENCE = new RegExp(`(?:^|;\\s*)${ERROR_REFERENCE_COOKIE}=([\\w.:-]{1,128})(?:;|$)`);

/** The reference in a Cookie header (or document.cookie), if any. */
export function errorReferenceOf(cookies: string): string | null {
  return REFERENCE.exec(cookies)?.[1] ?? null;
}
