import { useTranslation } from 'next-i18next/pages';
import { AdminChatPage, type AdminChatPageProps } from '@/features/admin-chat/components/admin-chat-page';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { requirePageAdmin } from '@/server/auth/require-page-admin';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';

/** The chat console inside the back office's frame (the console writes its own heading). */
export default function AdminChat(props: AdminChatPageProps) {
  const { t } = useTranslation('admin');
  if (props.forbidden) return <AdminChatPage forbidden />;
  return (
    <AdminShell title={t('nav.chat')} crumbs={[{ label: t('nav.chat') }]} heading={false}>
      <AdminChatPage />
    </AdminShell>
  );
}

// Admins only, checked on the server: signed out → sign-in and back; signed in without the role → 403.
export const getServerSideProps = definePageProps(async (context) => {
  const access = await requirePageAdmin(context);
  if (access.redirect) return { redirect: access.redirect };
  const translations = await pageTranslations(context.locale, ['chat', 'admin']);
  return { props: access.forbidden ? { ...translations, forbidden: true } : translations };
});
