import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane): about 20–40 ms
 * per hash on this class of machine, which bounds what a login flood can cost.
 */
const ARGON2_OPTIONS: Options = {
  // `Algorithm` is a const enum, which isolated modules cannot read at runtime.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
