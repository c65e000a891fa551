import type { GetStaticProps } from 'next';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { pageTranslations } from '@/server/i18n/page-translations';

export default ResetPasswordForm;

// The same for every visitor; the query (redirectUrl, token, code) is read in the browser.
export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await pageTranslations(locale, ['auth']),
});
