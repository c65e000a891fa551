import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useState } from 'react';
import { ADMIN_CHAT_LIST_DEFAULT_STATUS } from '@/lib/chat/chat-limits';
import type { AdminChatItem, AdminNewMessage } from '@/lib/chat/chat-types';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import type { AdminChatFilter } from '../admin-chat-api';
import { playChime } from '../notification-sound';
import { useAdminChatList } from '../use-admin-chat-list';
import { useAdminNewMessages } from '../use-admin-new-messages';
import { useSoundPreference } from '../use-sound-preference';
import { AdminConversation } from './admin-conversation';
import { AdminSessionList } from './admin-session-list';
import styles from './admin-chat.module.scss';

/**
 * The admin console (spec §2 /admin/chat): conversations on the left, the open one on the
 * right. New messages anywhere raise the count in the title and chime (unless they arrive
 * in the conversation the admin is looking at).
 */
export function AdminChatConsole() {
  const { t } = useTranslation('chat');
  const [filter, setFilter] = useState<AdminChatFilter>(ADMIN_CHAT_LIST_DEFAULT_STATUS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminChatItem | null>(null);
  const [sound, setSound] = useSoundPreference();
  const hidden = useDocumentHidden();
  const list = useAdminChatList(filter, page);

  const onArrival = (fresh: AdminNewMessage[]) => {
    list.reload();
    const unseen = fresh.some((message) => hidden || message.sessionId !== selected?.sessionId);
    if (sound && unseen) playChime();
  };
  const { unreadCount } = useAdminNewMessages(onArrival);
  // The list's copy is the fresher one (unread count, online dot) while it shows the conversation.
  const current = list.items.find((item) => item.sessionId === selected?.sessionId) ?? selected;

  return (
    <div className={styles.console}>
      <Head>
        <title>{`${unreadCount > 0 ? `(${unreadCount}) ` : ''}${t('admin.title')} | ${t('common:brand')}`}</title>
      </Head>
      <header className={styles.top}>
        <h1 className={styles.heading}>{t('admin.title')}</h1>
        <p className={styles.total} role="status">
          {t('admin.unreadTotal', { count: unreadCount })}
        </p>
        <label className={styles.sound}>
          <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} />
          {t('admin.sound')}
        </label>
      </header>
      <div className={styles.columns}>
        <AdminSessionList
          filter={filter}
          onFilterChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          list={list}
          selectedId={current?.sessionId ?? null}
          onSelect={setSelected}
        />
        <AdminConversation item={current} onRead={list.markRead} onChanged={list.reload} />
      </div>
    </div>
  );
}
