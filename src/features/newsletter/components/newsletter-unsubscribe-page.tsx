import { useTranslation } from 'next-i18next/pages';
import { ROUTES } from '@/lib/routes';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { unsubscribe } from '../newsletter-api';
import { MailedLinkPage } from './mailed-link-page';

/** /newsletter/unsubscribe?token=: from any newsletter mail, one button to press, no form to fill. */
export function NewsletterUnsubscribePage({ origin }: SiteOriginProps) {
  const { t } = useTranslation('newsletter');
  return (
    <MailedLinkPage
      origin={origin}
      path={ROUTES.newsletterUnsubscribe}
      act={unsubscribe}
      texts={{
        title: t('newsletter.unsubscribeTitle'),
        ask: t('newsletter.unsubscribeAsk'),
        action: t('newsletter.unsubscribeAction'),
        working: t('newsletter.unsubscribing'),
        doneTitle: t('newsletter.unsubscribedTitle'),
        done: () => t('newsletter.unsubscribed'),
        failedTitle: t('newsletter.unsubscribeFailedTitle'),
      }}
    />
  );
}
