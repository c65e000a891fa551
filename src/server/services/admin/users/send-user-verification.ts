import { AppError } from '../../../http/app-error';
import * as userRepository from '../../../repositories/user-repository';
import { mailUserLink, type AdminMailContext } from './mail-user-link';

/** POST /api/admin/users/{id}/verification: a new verification link for an unverified account. */
export async function sendUserVerification(userId: string, context: AdminMailContext): Promise<void> {
  const user = await userRepository.findById(userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such account.');
  if (user.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED', 'The account has verified its email already.');
  await mailUserLink(user, 'verify_email', context);
}
