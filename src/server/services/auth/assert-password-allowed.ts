import { isCommonPassword } from '../../auth/common-passwords';
import type { Locale } from '@/lib/locales';
import { fieldError } from '../../http/validation';
import { serverMessage } from '../../i18n/server-messages';

/**
 * The server-only password rule (length rules are in the shared schema): refuse the
 * passwords attackers try first. `field` names the body field for the form.
 */
export function assertPasswordAllowed(password: string, field: string, locale: Locale): void {
  if (isCommonPassword(password)) {
    throw fieldError(field, serverMessage('passwordTooCommon', locale));
  }
}
