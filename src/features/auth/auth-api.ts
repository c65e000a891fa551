/**
 * Auth calls of spec §7 made by the browser. The accounts issue adds the rest (register,
 * me, profile, passwords, Google); the rule tested here is spec §8's.
 */
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';

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

// POST /api/auth/login – exchange credentials for a session token.
export async function login(credentials: Credentials): Promise<LoginReply> {
  const reply = await api.post<Partial<LoginReply> | null>('/api/auth/login', credentials);
  // Spec §8: a success without id or token cannot start a session.
  if (!reply || reply.id === undefined || reply.id === null || !reply.token) {
    throw new ApiError({ detail: LOGIN_REPLY_INVALID_MESSAGE, error_code: 'BAD_RESPONSE' });
  }
  return { id: reply.id, token: reply.token, user: reply.user ?? { id: reply.id } };
}
