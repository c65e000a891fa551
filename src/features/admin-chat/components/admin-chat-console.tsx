import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useState } from 'react';
import { ADMIN_CHAT_LIST_DEFAULT_STATUS } from '@/lib/chat/chat-limits';
import type { AdminChatAssignedFilter } from '@/lib/chat/chat-tools';
import type { ChatAdmin } from '@/lib/chat/chat-tools-types';
import type { AdminChatItem, AdminNewMessage } from '@/lib/chat/chat-types';
import { useDocumentHidden } from '@/hooks/use-document-hidden';
import type { AdminChatFilter } from '../admin-chat-api';
import { playChime } from '../notification-sound';
import { useAdminChatList } from '../use-admin-chat-list';
import { useAdminNewMessages } from '../use-admin-new-messages';
import { useCannedReplies } from '../use-canned-replies';
import { useSoundPreference } from '../use-sound-preference';
import { AdminConversation } from './admin-conversation';
import { AdminPresenceSwitch } from './admin-presence-switch';
import { AdminSessionList } from './admin-session-list';
import styles from './admin-chat.module.scss';
import { CannedRepliesDrawer } from './canned-replies-drawer';

/**
 * The admin console (spec §2 /admin/chat): conversations on the left, the open one on the
 * right. New messages anywhere raise the count in the title and chime (unless they arrive
 * in the conversation the admin is looking at). The admin's tools sit in the header: their
 * own online / away switch and the team's canned replies (a drawer).
 */
export function AdminChatConsole({ admins = [] }: { admins?: ChatAdmin[] }) {
  const { t } = useTranslation('chat');
  const { t: tAdmin } = useTranslation('admin');
  const [filter, setFilter] = useState<AdminChatFilter>(ADMIN_CHAT_LIST_DEFAULT_STATUS);
  const [assigned, setAssigned] = useState<AdminChatAssignedFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [cannedOpen, setCannedOpen] = useState(false);
  const cannedReplies = useCannedReplies();
  const [selected, setSelected] = useState<AdminChatItem | null>(null);
  const [sound, setSound] = useSoundPreference();
  const hidden = useDocumentHidden();
  const list = useAdminChatList({ status: filter, assigned, q: search }, page);

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
        <AdminPresenceSwitch />
        <button type="button" className={styles.button} onClick={() => setCannedOpen(true)}>
          {tAdmin('chatTools.canned.open')}
        </button>
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
          assigned={assigned}
          onAssignedChange={(next) => {
            setAssigned(next);
            setPage(1);
          }}
          search={search}
          onSearch={(words) => {
            setSearch(words);
            // A search looks in past conversations too.
            if (words) setFilter('all');
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          list={list}
          selectedId={current?.sessionId ?? null}
          onSelect={setSelected}
        />
        <AdminConversation
          item={current}
          onRead={list.markRead}
          onChanged={list.reload}
          onReplaced={(next) => {
            list.replaced(next);
            setSelected(next);
          }}
          admins={admins}
          cannedReplies={cannedReplies.items}
        />
      </div>
      <CannedRepliesDrawer open={cannedOpen} onClose={() => setCannedOpen(false)} replies={cannedReplies} />
    </div>
  );
}
