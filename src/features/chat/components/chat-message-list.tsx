import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { retryMessage } from '../chat-message-thunks';
import { ChatMessageItem } from './chat-message-item';
import styles from './chat-widget.module.scss';

/** Within this distance of the bottom, a new message scrolls into view; further up, the reader is left alone. */
const STICK_TO_BOTTOM_PX = 80;

/**
 * The conversation, or its empty state. A `log` region: screen readers announce messages
 * as they are added (not the ones already there when the panel opens).
 */
export function ChatMessageList() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const messages = useAppSelector((state) => state.chat.messages);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  useEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages]);

  // One live region for the panel's whole life: the first message replacing the empty
  // state is announced too.
  return (
    <div
      ref={listRef}
      className={styles.messages}
      role="log"
      aria-live="polite"
      aria-label={t('conversation')}
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < STICK_TO_BOTTOM_PX;
      }}
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.messageItems}>
          {messages.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              onRetry={() => void dispatch(retryMessage(message.id))}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
