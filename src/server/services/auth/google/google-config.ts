import { env } from '../../../env';
import { AppError } from '../../../http/app-error';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The page Google sends the browser back to; it POSTs {code, state} to /api/auth/google/login. */
  redirectUri: string;
}

/** The OAuth client from the environment; 503 when Google sign-in is not configured here. */
export function googleConfig(): GoogleConfig {
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
    redirectUri: `${env.APP_URL.replace(/\/+$/, '')}/authen/google-login`,
  };
}
