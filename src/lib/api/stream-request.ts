/**
 * What a push stream's request needs from the API client (client.ts), which it cannot go
 * through: axios reads no streaming body in the browser. Kept out of client.ts so the
 * pages' first load does not carry it: only the lazily loaded chat code imports it.
 */
import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@/lib/auth/session-cookies';

/** The address of an API path, on the API's origin as the client's baseURL says. */
export function apiStreamUrl(path: string): string {
  return `${process.env.NEXT_PUBLIC_API_URL ?? ''}${path}`;
}

/** The signed-in user's bearer header, as the client's interceptor adds it; none when signed out. */
export function bearerHeader(): Record<string, string> {
  const token = Cookies.get(TOKEN_COOKIE);
  return token ? { Authorization: `Bearer ${token}` } : {};
}
