import type { GetStaticProps } from 'next';
import { GoogleLogin } from '@/features/auth/components/google-login';
import { pageTranslations } from '@/server/i18n/page-translations';

export default GoogleLogin;

// The same for every visitor; the query (redirectUrl, token, code) is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, ['auth']),
});
