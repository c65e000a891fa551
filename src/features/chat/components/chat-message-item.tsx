import { useTranslation } from 'next-i18next/pages';
import { useMessageTimeFormat } from '@/hooks/use-date-time-format';
import type { ChatMessage } from '../chat-slice';
import styles from './chat-widget.module.scss';

interface ChatMessageItemProps {
  message: ChatMessage;
  onRetry: () => void;
}

/**
 * One message, styled by who wrote it (spec §2: user, admin, system, error). The text is
 * rendered as text — React escapes it — with its line breaks kept by CSS.
 */
export function ChatMessageItem({ message, onRetry }: ChatMessageItemProps) {
  const { t } = useTranslation('chat');
  const messageTime = useMessageTimeFormat();
  const failed = message.sendError === true || message.isError === true;
  const kind = failed ? 'error' : message.sender;

  return (
    <li className={`${styles.message} ${styles[kind]}`} aria-busy={message.isTemporary ? true : undefined}>
      <span className="visually-hidden">{t(`sender.${message.sender}`)}: </span>
      <p className={styles.text}>
        {message.text}
        {message.sendError && <span className={styles.failedNote}> {t('message.failed')}</span>}
      </p>
      <span className={styles.meta}>
        {message.isTemporary ? (
          t('message.sending')
        ) : (
          <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        )}
        {message.sendError && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('message.retry')}
          </button>
        )}
      </span>
    </li>
  );
}
