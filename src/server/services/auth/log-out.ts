import type { AuthUser } from '../../auth/auth-user';
import * as sessionRepository from '../../repositories/session-repository';

/** Ends the session behind the request's token; the same token then gets 401. */
export async function logOut(user: AuthUser): Promise<null> {
  await sessionRepository.revoke(user.sessionId);
  return null;
}
