import type { Locale } from '@/lib/locales';
import { env } from '../../env';
import { appLink } from '../../mail/app-link';
import type { UnsubscribeLinks } from '../../mail/templates/newsletter-mails';

/** Page paths of the newsletter links (the pages live in src/pages/newsletter). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export function unsubscribeLinks(locale: Locale, token: string): UnsubscribeLinks {
  const api = `${env.APP_URL.replace(/\/+$/, '')}/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`;
  return { page: appLink(locale, NEWSLETTER_UNSUBSCRIBE_PATH, { token }), oneClick: api };
}
