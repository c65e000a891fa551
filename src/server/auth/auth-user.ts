import type { UserRole } from '../db/schema/auth';

/** The signed-in user as every handler sees it (`ctx.user`). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
}
