import type { ProfileUpdateInput } from '@/schemas/auth';
import type { AuthUser } from '../../auth/auth-user';
import { toUserDto, type UserDto } from '../../auth/user-dto';
import { AppError } from '../../http/app-error';
import * as userRepository from '../../repositories/user-repository';

/**
 * Applies the given fields: null or absent leaves a value as it is (spec §7); an empty
 * phone, job title or address clears it.
 */
export async function updateProfile(user: AuthUser, input: ProfileUpdateInput): Promise<UserDto> {
  const changes: userRepository.ProfileChanges = {};
  if (input.name != null) changes.name = input.name;
  if (input.phone != null) changes.phone = input.phone || null;
  if (input.job_title != null) changes.jobTitle = input.job_title || null;
  if (input.address != null) changes.address = input.address || null;
  const row = await userRepository.updateProfile(user.id, changes);
  if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return toUserDto(row);
}
