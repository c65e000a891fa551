import type { GetStaticProps } from 'next';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { pageTranslations } from '@/server/i18n/page-translations';

export default SignInForm;

// The same for every visitor; the query (redirectUrl, token, code) is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, ['auth']),
});
