import { randomUUID } from 'node:crypto';
import { issueSessionToken } from '@/server/auth/session-token';
import type { User, UserRole } from '@/server/db/schema/auth';
import * as userRepository from '@/server/repositories/user-repository';

/** A verified user with a unique email (no password: tests sign in by minting a token). */
export function createTestUser(role: UserRole = 'user'): Promise<User> {
  return userRepository.upsertByEmail({
    email: `${role}-${randomUUID()}@example.test`,
    name: `Test ${role}`,
    role,
    emailVerifiedAt: new Date(),
  });
}

/** A user plus a live session token for the Authorization header. */
export async function signedInUser(role: UserRole = 'user'): Promise<{ user: User; token: string; sessionId: string }> {
  const user = await createTestUser(role);
  const { token, sessionId } = await issueSessionToken(user.id);
  return { user, token, sessionId };
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
