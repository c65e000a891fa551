import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useMessageTimeFormat } from '@/hooks/use-date-time-format';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { closeAdminChat } from '../admin-chat-api';
import { useAdminConversation } from '../use-admin-conversation';
import { AdminMessageList } from './admin-message-list';
import { AdminReplyBox } from './admin-reply-box';
import styles from './admin-chat.module.scss';

interface AdminConversationProps {
  item: AdminChatItem | null;
  onRead: (sessionId: string) => void;
  /** The conversation changed in a way the list shows (a reply, closing). */
  onChanged: () => void;
}

/** The open conversation: who it is with, its messages (older pages on demand), the reply box, closing. */
export function AdminConversation({ item, onRead, onChanged }: AdminConversationProps) {
  const { t } = useTranslation('chat');
  const messageTime = useMessageTimeFormat();
  const conversation = useAdminConversation(item?.sessionId ?? null, onRead);
  const [confirming, setConfirming] = useState(false);
  const [closeFailed, setCloseFailed] = useState(false);

  if (!item) {
    return (
      <section className={styles.conversation} aria-label={t('conversation')}>
        <p className={styles.state}>{t('admin.conversation.choose')}</p>
      </section>
    );
  }
  const closed = (conversation.sessionStatus ?? item.status) === 'closed';

  const close = async () => {
    setCloseFailed(false);
    try {
      await closeAdminChat({ sessionId: item.sessionId });
      setConfirming(false);
      conversation.ended();
      onChanged();
    } catch {
      setCloseFailed(true);
    }
  };

  return (
    <section className={styles.conversation} aria-labelledby="admin-conversation-title">
      <header className={styles.conversationHeader}>
        <div>
          <h2 id="admin-conversation-title" className={styles.contactName}>
            <span className={item.isOnline ? styles.dotOnline : styles.dotOffline} aria-hidden="true" />
            {item.user.name}
            <span className="visually-hidden">
              , {item.isOnline ? t('admin.list.online') : t('admin.list.offline')}
            </span>
          </h2>
          <p className={styles.contactDetails}>
            {[item.user.phoneNumber, item.user.email].filter(Boolean).join(' · ')}
            {' · '}
            {closed && item.closedAt
              ? t('admin.conversation.closedAt', { date: messageTime(item.closedAt) })
              : t('admin.conversation.startedAt', { date: messageTime(item.startedAt) })}
          </p>
        </div>
        {!closed && !confirming && (
          <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
            {t('admin.conversation.close')}
          </button>
        )}
      </header>
      {confirming && !closed && (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="admin-confirm-close">
          <p id="admin-confirm-close">{t('admin.conversation.confirmClose')}</p>
          <button type="button" className={styles.dangerButton} onClick={() => void close()}>
            {t('admin.conversation.confirm')}
          </button>
          <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
            {t('admin.conversation.cancel')}
          </button>
          {closeFailed && <p role="alert">{t('admin.conversation.closeFailed')}</p>}
        </div>
      )}

      <AdminMessageList conversation={conversation} />

      {closed ? (
        <p className={styles.closedNote}>{t('admin.conversation.closedNote')}</p>
      ) : (
        <AdminReplyBox
          key={item.sessionId}
          onSend={async (text) => {
            const sent = await conversation.reply(text);
            if (sent) onChanged();
            return sent;
          }}
        />
      )}
    </section>
  );
}
