import type { GetStaticProps } from 'next';
import { NewsletterUnsubscribePage } from '@/features/newsletter/components/newsletter-unsubscribe-page';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';

export default NewsletterUnsubscribePage;

// The same for every visitor; the token is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['newsletter'])), ...pageOrigin() },
});
