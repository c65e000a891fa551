import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import type { ChatAdmin } from '@/lib/chat/chat-tools-types';
import { ROUTES } from '@/lib/routes';
import { AdminChatPushProvider } from '../admin-chat-push';
import { AdminChatConsole } from './admin-chat-console';

export interface AdminChatPageProps {
  /** Signed in without the admin role (the page answered 403). */
  forbidden?: boolean;
  /** Who a conversation can be assigned to. */
  admins?: ChatAdmin[];
}

/** /admin/chat: the console for admins; anyone else signed in is told the page is not theirs. */
export function AdminChatPage({ forbidden, admins }: AdminChatPageProps) {
  const { t } = useTranslation('chat');
  if (forbidden) {
    return (
      <StatusMessage
        code="403"
        title={t('admin.forbiddenTitle')}
        text={t('admin.forbiddenText')}
        action={<Link href={ROUTES.home}>{t('admin.backHome')}</Link>}
      />
    );
  }
  return (
    <AdminChatPushProvider>
      <AdminChatConsole admins={admins} />
    </AdminChatPushProvider>
  );
}
