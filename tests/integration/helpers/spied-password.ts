import { vi } from 'vitest';

/**
 * The real password module with `verifyPassword` wrapped in a spy, for tests that see which
 * hash a sign-in verified or hold a check once it has answered. Use it in place of the
 * module: `vi.mock('@/server/auth/password', () => import('../helpers/spied-password'))`.
 */
const actual = await vi.importActual<typeof import('@/server/auth/password')>('@/server/auth/password');

export const hashPassword = actual.hashPassword;
export const verifyPassword = vi.fn(actual.verifyPassword);
