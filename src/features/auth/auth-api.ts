/**
 * Auth calls of spec §7 made by the browser (contract: the accounts issue).
 *
 * Spec §7 "Other behaviour": loads resolve to null on failure, boolean actions to false,
 * forgot-password and verify to an error message. Calls behind a form (register, password
 * reset, sign-in) reject with the ApiError instead: the form needs its `fields` to show each
 * message on its field, which a bare `false` would lose. The profile's calls are the
 * profile feature's (features/profile/profile-api.ts); signing out is the session's
 * (lib/auth/session-api.ts).
 */
import { ApiError, LOGIN_REPLY_INVALID_MESSAGE } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { User } from '@/lib/auth/user';
import { actOrError, actOrFalse, loadOrNull } from '@/lib/api/request';
import type { RegisterInput, ResetPasswordInput } from '@/schemas/auth';

export interface Credentials {
  email: string;
  password: string;
}

/** DESIGN.md §4: login returns `{ id, token, user }`. */
export interface LoginReply {
  id: string;
  token: string;
  user: User;
}

/** Google sign-in answers like login, and may carry the page to return to. */
export interface GoogleLoginReply extends LoginReply {
  redirect_url?: string | null;
}

function toLoginReply<T extends LoginReply>(reply: Partial<T> | null): T {
  // Spec §8: a success without id or token cannot start a session.
  if (!reply || reply.id === undefined || reply.id === null || !reply.token) {
    throw new ApiError({ detail: LOGIN_REPLY_INVALID_MESSAGE, error_code: 'BAD_RESPONSE' });
  }
  return { ...reply, id: reply.id, token: reply.token, user: reply.user ?? { id: reply.id } } as T;
}

// POST /api/auth/login – exchange credentials for a session token.
export async function login(credentials: Credentials): Promise<LoginReply> {
  return toLoginReply(await api.post<Partial<LoginReply> | null>('/api/auth/login', credentials));
}

// POST /api/auth/register – create an account; the server mails a verification link.
export function register(input: RegisterInput): Promise<User> {
  return api.post<User>('/api/auth/register', input);
}

// POST /api/auth/request-verify-mail {email} – send a new verification link.
export function requestVerifyMail(email: string): Promise<boolean> {
  return actOrFalse(() => api.post<{ sent: true }>('/api/auth/request-verify-mail', { email }));
}

// POST /api/auth/request-verify-mail {token} – verify the address; null, or what went wrong.
export function verifyEmail(token: string): Promise<ApiError | null> {
  return actOrError(() => api.post<{ verified: true; email: string }>('/api/auth/request-verify-mail', { token }));
}

// POST /api/auth/forget-password – mail a reset link; null, or what went wrong.
export function forgetPassword(email: string): Promise<ApiError | null> {
  return actOrError(() => api.post<{ sent: true }>('/api/auth/forget-password', { email }));
}

// POST /api/auth/reset-password – set a new password with a mailed token.
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post<{ reset: true }>('/api/auth/reset-password', input);
}

// GET /api/auth/google/login-url – the provider's authorize URL, or null when unavailable.
export async function googleLoginUrl(redirectUrl?: string | null): Promise<string | null> {
  const reply = await loadOrNull(() =>
    api.get<{ login_url: string }>('/api/auth/google/login-url', { params: redirectUrl ? { redirectUrl } : undefined }),
  );
  return reply?.login_url || null;
}

// POST /api/auth/google/login – exchange the provider's code for a session, like login.
export async function googleLogin(code: string, state: string): Promise<GoogleLoginReply> {
  return toLoginReply(await api.post<Partial<GoogleLoginReply> | null>('/api/auth/google/login', { code, state }));
}
