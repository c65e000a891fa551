import { AppError } from '../../../http/app-error';
import * as userRepository from '../../../repositories/user-repository';
import { mailUserLink, type AdminMailContext } from './mail-user-link';

/** POST /api/admin/users/{id}/password-reset: a password-reset link, for any account (Google-only too). */
export async function sendUserPasswordReset(userId: string, context: AdminMailContext): Promise<void> {
  const user = await userRepository.findById(userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such account.');
  await mailUserLink(user, 'reset_password', context);
}
