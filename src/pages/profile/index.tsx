import { ProfilePage } from '@/features/profile/components/profile-page';
import { requirePageUser } from '@/server/auth/require-page-user';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';

export default ProfilePage;

// Signed-in only: a signed-out visitor is sent to sign-in and brought back here.
export const getServerSideProps = definePageProps(async (context) => {
  const { redirect } = await requirePageUser(context);
  if (redirect) return { redirect };
  // `auth` carries the shared form validation messages.
  return { props: await pageTranslations(context.locale, ['profile', 'auth']) };
});
