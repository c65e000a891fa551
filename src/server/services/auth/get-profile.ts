import type { AuthUser } from '../../auth/auth-user';
import { toUserDto, type UserDto } from '../../auth/user-dto';
import { AppError } from '../../http/app-error';
import * as userRepository from '../../repositories/user-repository';

export async function getProfile(user: AuthUser): Promise<UserDto> {
  const row = await userRepository.findById(user.id);
  // The session was live a moment ago; a deleted account in between is a signed-out user.
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return toUserDto(row);
}
