import { issueSessionToken } from '../../auth/session-token';
import { toUserDto, type UserDto } from '../../auth/user-dto';
import type { User } from '../../db/schema/auth';
import type { Executor } from '../../db/types';

/** The login reply (DESIGN.md §4): `id` is the user's id, `token` the session JWT. */
export interface LoginResult {
  id: string;
  token: string;
  user: UserDto;
}

/** `db`: the transaction the session row belongs to, when the caller holds one. */
export async function startSession(user: User, db?: Executor): Promise<LoginResult> {
  const { token } = await issueSessionToken(user.id, { db });
  return { id: user.id, token, user: toUserDto(user) };
}
