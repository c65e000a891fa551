import type { GetStaticProps } from 'next';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { pageTranslations } from '@/server/i18n/page-translations';

export default VerifyEmail;

// The same for every visitor; the query (redirectUrl, token, code) is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, ['auth']),
});
