import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { useMessageTimeFormat } from '@/hooks/use-date-time-format';
import type { ChatMessageDto } from '@/lib/chat/chat-types';
import type { AdminConversation } from '../use-admin-conversation';
import styles from './admin-chat.module.scss';

/** The conversation from the team's side: the contact on the left, the team on the right, notices centred. */
export function AdminMessageList({ conversation }: { conversation: AdminConversation }) {
  const { t } = useTranslation('chat');
  const listRef = useRef<HTMLDivElement>(null);
  const newest = conversation.messages.at(-1)?.id;

  // Follow the conversation to its newest message (not when older pages are added above).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest]);

  if (conversation.status === 'failed') {
    return (
      <div role="alert" className={styles.state}>
        <p>{t('common:loadFailed')}</p>
        <button type="button" className={styles.button} onClick={conversation.retry}>
          {t('common:retry')}
        </button>
      </div>
    );
  }
  if (conversation.status === 'loading') {
    return (
      <p role="status" className={styles.state}>
        {t('common:loading')}
      </p>
    );
  }
  return (
    // The log is a box around the list: a list given the role "log" is no list any more.
    <div ref={listRef} className={styles.messages} role="log" aria-label={t('conversation')} tabIndex={0}>
      <ol className={styles.messageItems}>
        {conversation.hasOlder && (
          <li className={styles.older}>
            <button
              type="button"
              className={styles.button}
              disabled={conversation.loadingOlder}
              onClick={conversation.loadOlder}
            >
              {conversation.loadingOlder ? t('common:loading') : t('admin.conversation.older')}
            </button>
          </li>
        )}
        {conversation.messages.length === 0 && <li className={styles.state}>{t('admin.list.noMessages')}</li>}
        {conversation.messages.map((message) => (
          <AdminMessage key={message.id} message={message} />
        ))}
      </ol>
    </div>
  );
}

function AdminMessage({ message }: { message: ChatMessageDto }) {
  const { t } = useTranslation('chat');
  const messageTime = useMessageTimeFormat();
  const who = { user: 'contact', admin: 'team', system: 'notice' }[message.sender];
  return (
    <li className={`${styles.message} ${styles[who]}`}>
      <span className="visually-hidden">{t(`admin.conversation.${who}`)}: </span>
      <p className={styles.text}>{message.text}</p>
      <span className={styles.meta}>
        <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        {message.sender === 'admin' && message.read && <span> · {t('admin.conversation.seen')}</span>}
      </span>
    </li>
  );
}
