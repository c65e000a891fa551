import { randomBytes } from 'node:crypto';
import { hashPassword } from './password';

let dummy: Promise<string> | undefined;

/**
 * A real argon2id hash of a random password nobody knows. Login verifies against it when
 * the email is unknown (or has no password), so such attempts cost the same time as a
 * wrong password and the timing does not tell whether an account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummy;
}
