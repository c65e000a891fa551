import type { Locale } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';
import { env } from '../../../env';
import { AppError } from '../../../http/app-error';
import { appLink } from '../../../mail/app-link';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /**
   * The page Google sends the browser back to, in the language the sign-in started in; it
   * POSTs {code, state} to /api/auth/google/login. Both languages' pages are registered
   * with Google (README).
   */
  redirectUri: string;
}

/** The OAuth client from the environment; 503 when Google sign-in is not configured here. */
export function googleConfig(locale: Locale): GoogleConfig {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Google sign-in is not configured on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset).',
    );
  }
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    userinfoUrl: env.GOOGLE_USERINFO_URL,
    redirectUri: appLink(locale, ROUTES.googleLogin),
  };
}
