import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { AuthTokenPurpose, User } from '../../../db/schema/auth';
import type { Logger } from '../../../http/logger';
import { consumeOrThrow } from '../../../rate-limit/rate-limit';
import { sendAccountLink } from '../../auth/send-account-link';
import { recordAudit } from '../record-audit';

export interface AdminMailContext {
  actor: Pick<AuthUser, 'id' | 'email'>;
  /** The admin's page language: the account has no language of its own. */
  locale: Locale;
  log: Logger;
}

/** The public endpoints' limit per address for each link, and the audit's name for the mail. */
const KINDS = {
  verify_email: { limit: 'verifyMail', action: 'user.verification_mail' },
  reset_password: { limit: 'forgetPassword', action: 'user.password_reset_mail' },
} as const;

/**
 * Mails the account a single-use link as its own "resend" or "forgot password" would, under
 * the same limit per address. Sent before answering, so the admin knows it left; audited
 * with the address only, never the link.
 */
export async function mailUserLink(
  user: Pick<User, 'id' | 'email' | 'name'>,
  purpose: AuthTokenPurpose,
  context: AdminMailContext,
): Promise<void> {
  const { limit, action } = KINDS[purpose];
  await consumeOrThrow(limit, user.email);
  await sendAccountLink(user, purpose, context.locale, context.log);
  await recordAudit(getDb(), context.actor, {
    action,
    entityType: 'user',
    entityId: user.id,
    after: { to: user.email },
  });
}
