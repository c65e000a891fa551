import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import type { User } from '../../db/schema/auth';
import * as userRepository from '../../repositories/user-repository';

export interface CreateAdminResult {
  user: User;
  created: boolean;
  /** Set when the account was created without a given password: print it once. */
  generatedPassword?: string;
}

/**
 * `npm run admin:create`: promotes the account with this email to admin, or creates a
 * verified admin account. A given password replaces the existing one; a new account
 * without one gets a random password.
 */
export async function createOrPromoteAdmin(input: {
  email: string;
  name: string;
  password?: string;
}): Promise<CreateAdminResult> {
  const existing = await userRepository.findByEmail(input.email);
  if (existing) {
    if (input.password) await userRepository.updatePasswordHash(existing.id, await hashPassword(input.password));
    await userRepository.markEmailVerified(existing.id);
    const user = await userRepository.setRole(existing.id, 'admin');
    return { user: user!, created: false };
  }
  const generatedPassword = input.password ? undefined : randomBytes(12).toString('base64url');
  const user = await userRepository.upsertByEmail({
    email: input.email,
    name: input.name,
    role: 'admin',
    passwordHash: await hashPassword(input.password ?? generatedPassword!),
    emailVerifiedAt: new Date(),
  });
  return { user, created: true, generatedPassword };
}
