import type { LoginReply } from '@/lib/auth/account-types';
import { issueSessionToken } from '../../auth/session-token';
import { toUserDto } from '../../auth/user-dto';
import type { User } from '../../db/schema/auth';
import type { Executor } from '../../db/types';

/** `db`: the transaction the session row belongs to, when the caller holds one. */
export async function startSession(user: User, db?: Executor): Promise<LoginReply> {
  const { token } = await issueSessionToken(user.id, { db });
  return { id: user.id, token, user: toUserDto(user) };
}
