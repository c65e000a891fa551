import { issueSessionToken } from '../../auth/session-token';
import { toUserDto, type UserDto } from '../../auth/user-dto';
import type { User } from '../../db/schema/auth';

/** The login reply (DESIGN.md §4): `id` is the user's id, `token` the session JWT. */
export interface LoginResult {
  id: string;
  token: string;
  user: UserDto;
}

export async function startSession(user: User): Promise<LoginResult> {
  const { token } = await issueSessionToken(user.id);
  return { id: user.id, token, user: toUserDto(user) };
}
