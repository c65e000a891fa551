import { hashPassword } from '../../auth/password';
import * as userRepository from '../../repositories/user-repository';
import type { Executor } from '../types';
import { DEMO_USERS } from './demo-users';

/** Upserts the demo accounts by email: running it again resets them, never duplicates them. */
export async function seedUsers(db: Executor): Promise<string[]> {
  const lines: string[] = [];
  for (const user of DEMO_USERS) {
    await userRepository.upsertByEmail(
      {
        email: user.email,
        name: user.name,
        role: user.role,
        passwordHash: await hashPassword(user.password),
        emailVerifiedAt: new Date(),
      },
      db,
    );
    lines.push(`${user.role.padEnd(5)}  ${user.email}  /  ${user.password}`);
  }
  return lines;
}
