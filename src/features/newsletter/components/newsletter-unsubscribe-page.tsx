import { useTranslation } from 'next-i18next/pages';
import { ROUTES } from '@/lib/routes';
import { unsubscribe } from '../newsletter-api';
import { MailedLinkPage } from './mailed-link-page';

/** /newsletter/unsubscribe?token=: one click from any newsletter mail, no form to fill. */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation('newsletter');
  return (
    <MailedLinkPage
      path={ROUTES.newsletterUnsubscribe}
      act={unsubscribe}
      texts={{
        title: t('newsletter.unsubscribeTitle'),
        working: t('newsletter.unsubscribing'),
        doneTitle: t('newsletter.unsubscribedTitle'),
        done: () => t('newsletter.unsubscribed'),
        failedTitle: t('newsletter.unsubscribeFailedTitle'),
      }}
    />
  );
}
