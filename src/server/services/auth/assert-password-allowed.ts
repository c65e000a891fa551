import { isCommonPassword } from '../../auth/common-passwords';
import { fieldError } from '../../http/validation';

/**
 * The server-only password rule (length rules are in the shared schema): refuse the
 * passwords attackers try first. `field` names the body field for the form.
 */
export function assertPasswordAllowed(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw fieldError(field, 'This password is too common. Choose one that is harder to guess.');
  }
}
