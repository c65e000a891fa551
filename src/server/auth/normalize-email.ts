/** Emails are stored and compared trimmed and lower-case (the users table checks it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
