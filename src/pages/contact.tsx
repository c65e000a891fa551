import type { GetStaticProps } from 'next';
import { ContactPage } from '@/features/contact/components/contact-page';
import { pageTranslations } from '@/server/i18n/page-translations';
import { pageOrigin } from '@/server/seo/site-origin';

export default ContactPage;

// The same for every visitor: rendered once per locale; the form works in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await pageTranslations(locale, ['contact'])), ...pageOrigin() },
});
