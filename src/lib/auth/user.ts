/** Spec §3 User, as the browser holds it. Fields other than id may be absent or null depending on the account. */
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
