import { useTranslation } from 'next-i18next/pages';
import { useMessageTimeFormat } from '@/hooks/use-date-time-format';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import styles from './admin-chat.module.scss';

interface AdminSessionItemProps {
  item: AdminChatItem;
  selected: boolean;
  onSelect: () => void;
}

/** One conversation in the list: who, online or not, the last message and its time, the unread count. */
export function AdminSessionItem({ item, selected, onSelect }: AdminSessionItemProps) {
  const { t } = useTranslation('chat');
  const messageTime = useMessageTimeFormat();
  const last = item.lastMessage;
  const preview = !last
    ? t('admin.list.noMessages')
    : last.sender === 'admin'
      ? t('admin.list.fromTeam', { text: last.text })
      : last.text;

  return (
    <li>
      <button
        type="button"
        className={styles.sessionButton}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className={styles.sessionTop}>
          <span className={item.isOnline ? styles.dotOnline : styles.dotOffline} aria-hidden="true" />
          <span className="visually-hidden">{item.isOnline ? t('admin.list.online') : t('admin.list.offline')}, </span>
          <strong className={styles.sessionName}>{item.user.name}</strong>
          <span className={styles.kind}>
            {item.user.kind === 'user' ? t('admin.list.member') : t('admin.list.visitor')}
          </span>
          {last && (
            <time className={styles.sessionTime} dateTime={last.timestamp}>
              {messageTime(last.timestamp)}
            </time>
          )}
        </span>
        <span className={styles.sessionBottom}>
          <span className={styles.preview}>{preview}</span>
          {item.unreadCount > 0 && (
            <span className={styles.unread}>
              <span aria-hidden="true">{item.unreadCount}</span>
              <span className="visually-hidden">{t('admin.list.unread', { count: item.unreadCount })}</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
