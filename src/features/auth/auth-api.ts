/**
 * Auth calls of spec §7 made by the browser (contract: the accounts issue).
 *
 * Spec §7 "Other behaviour": loads resolve to null on failure, boolean actions to false,
 * forgot-password and verify to an error message. Calls behind a form (register, profile,
 * passwords, sign-in) reject with the ApiError instead: the form needs its `fields` to
 * show each message on its field, which a bare `false` would lose. So does the order list:
 * its table must tell "no orders yet" from "could not load" (DESIGN.md §7).
 */
import { ApiError } from '@/lib/api/api-error';
import { api, type Page } from '@/lib/api/client';
import { actOrError, actOrFalse, loadOrNull } from '@/lib/api/request';
import type { OrderSummary } from '@/lib/commerce/order-types';
import type { ChangePasswordInput, ProfileUpdateInput, RegisterInput, ResetPasswordInput } from '@/schemas/auth';

/** Spec §3 User. Fields other than id may be absent or null depending on the account. */
export interface User {
  /** The account's UUID. */
  id: string;
  name?: string | null;
  fullName?: string | null;
  phoneNumber?: string | null;
  phone?: string | null;
  job_title?: string | null;
  address?: string | null;
  email?: string | null;
  role?: 'user' | 'admin';
  email_verified?: boolean;
}

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

export const LOGIN_REPLY_INVALID_MESSAGE = 'Server error!';

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

// GET /api/auth/me – the signed-in user, or null when the call fails.
export function me(): Promise<User | null> {
  return loadOrNull(() => api.get<User>('/api/auth/me'));
}

/** Spec §5: null and undefined fields are dropped, so they never overwrite a stored value. */
export function withoutEmptyFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

// PATCH /api/auth/me – update the profile fields; resolves to the updated user.
export function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return api.patch<User>('/api/auth/me', withoutEmptyFields(input));
}

// POST /api/auth/change-password – the server revokes every other session.
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post<{ changed: true }>('/api/auth/change-password', input);
}

// POST /api/auth/logout – revoke this session on the server. A bounded wait: signing out
// must not hang on a slow server, and the local sign-out happens either way.
export function logout(): Promise<boolean> {
  return actOrFalse(() => api.post<null>('/api/auth/logout', undefined, { timeout: 5_000 }));
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

// GET /api/orders/me – the signed-in user's orders, one page at a time.
export function myOrders(page: number, pageSize: number): Promise<Page<OrderSummary[]>> {
  return api.getPage<OrderSummary[]>('/api/orders/me', { params: { page, page_size: pageSize } });
}
