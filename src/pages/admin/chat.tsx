import { AdminChatPage } from '@/features/admin-chat/components/admin-chat-page';
import { requirePageAdmin } from '@/server/auth/require-page-admin';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';

export default AdminChatPage;

// Admins only, checked on the server: signed out → sign-in and back; signed in without the role → 403.
export const getServerSideProps = definePageProps(async (context) => {
  const access = await requirePageAdmin(context);
  if (access.redirect) return { redirect: access.redirect };
  const translations = await pageTranslations(context.locale, ['chat']);
  return { props: access.forbidden ? { ...translations, forbidden: true } : translations };
});
