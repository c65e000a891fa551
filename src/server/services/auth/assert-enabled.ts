import type { User } from '../../db/schema/auth';
import { AppError } from '../../http/app-error';

/**
 * Sign-in (password or Google) of an account an admin disabled is refused with its own code,
 * so the form can say why instead of "wrong password".
 */
export function assertEnabled(user: Pick<User, 'disabledAt'>): void {
  if (user.disabledAt) {
    throw new AppError(
      'ACCOUNT_DISABLED',
      'This account has been disabled. Contact the site if you think it is a mistake.',
    );
  }
}
