import type { UserRole } from '../db/schema/auth';

/** The signed-in user as every handler sees it (`ctx.user`). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  /** The session row behind the request's token (logout revokes it; a password change keeps it). */
  sessionId: string;
}
