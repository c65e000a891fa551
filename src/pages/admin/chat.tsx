import { useTranslation } from 'next-i18next/pages';
import { AdminChatPage, type AdminChatPageProps } from '@/features/admin-chat/components/admin-chat-page';
import { AdminShell } from '@/features/admin/components/admin-shell';
import { requirePageAdmin } from '@/server/auth/require-page-admin';
import { definePageProps } from '@/server/http/define-page-props';
import { pageTranslations } from '@/server/i18n/page-translations';
import { listContactAssignees } from '@/server/services/admin/contacts/contact-writes';

/** The chat console inside the back office's frame (the console writes its own heading). */
export default function AdminChat(props: AdminChatPageProps) {
  const { t } = useTranslation('admin');
  if (props.forbidden) return <AdminChatPage forbidden />;
  return (
    <AdminShell title={t('nav.chat')} crumbs={[{ label: t('nav.chat') }]} heading={false}>
      <AdminChatPage admins={props.admins} />
    </AdminShell>
  );
}

// Admins only, checked on the server: signed out → sign-in and back; signed in without the role → 403.
// The admins (every one may look after a conversation) come with the page, by name.
export const getServerSideProps = definePageProps(async (context) => {
  const access = await requirePageAdmin(context);
  if (access.redirect) return { redirect: access.redirect };
  const translations = await pageTranslations(context.locale, ['chat', 'admin']);
  if (access.forbidden) return { props: { ...translations, forbidden: true } };
  const admins = (await listContactAssignees()).map(({ id, name }) => ({ id, name }));
  return { props: { ...translations, admins } };
});
