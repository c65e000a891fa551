import { COMMON_PASSWORD_LIST } from './common-password-list';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_LIST.split(/\s+/).filter(Boolean));

/** True for a password attackers try first; compared case-insensitively (and trimmed). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
