import type { GetStaticProps } from 'next';
import { NewsletterConfirmPage } from '@/features/newsletter/components/newsletter-confirm-page';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';

export default NewsletterConfirmPage;

// The same for every visitor; the token is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['newsletter'])), ...pageOrigin() },
});
