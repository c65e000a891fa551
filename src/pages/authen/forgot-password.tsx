import type { GetStaticProps } from 'next';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { pageTranslations } from '@/server/i18n/page-translations';

export default ForgotPasswordForm;

// The same for every visitor; the query (redirectUrl, token, code) is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, ['auth']),
});
