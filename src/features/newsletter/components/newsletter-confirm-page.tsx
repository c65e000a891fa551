import { useTranslation } from 'next-i18next/pages';
import { ROUTES } from '@/lib/routes';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import { confirmSubscription } from '../newsletter-api';
import { MailedLinkPage } from './mailed-link-page';

/** /newsletter/confirm?token=: the double opt-in's second step. */
export function NewsletterConfirmPage({ origin }: SiteOriginProps) {
  const { t } = useTranslation('newsletter');
  return (
    <MailedLinkPage
      origin={origin}
      path={ROUTES.newsletterConfirm}
      act={confirmSubscription}
      texts={{
        title: t('newsletter.confirmTitle'),
        ask: t('newsletter.confirmAsk'),
        action: t('newsletter.confirmAction'),
        working: t('newsletter.confirming'),
        doneTitle: t('newsletter.confirmedTitle'),
        done: (result) => t('newsletter.confirmed', { email: result.email }),
        failedTitle: t('newsletter.confirmFailedTitle'),
      }}
      afterFailure={t('newsletter.confirmAgain')}
    />
  );
}
