/**
 * Names of the session cookies (spec §6, §9): the axios client reads the token for its
 * bearer header, auth-cookies writes both. Kept apart from the client so that reading the
 * session does not bring axios into every page's first load.
 */
export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';
