import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/chat/chat-limits';
import { normalizeChatText } from '@/lib/chat/chat-text';
import styles from './admin-chat.module.scss';

/** The reply box: Enter sends, Shift+Enter starts a new line; a failed reply keeps its text. */
export function AdminReplyBox({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const text = normalizeChatText(draft);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (text === '' || sending) return;
    setSending(true);
    setFailed(false);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setDraft('');
    else setFailed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  };

  return (
    <form className={styles.replyBox} onSubmit={(event) => void send(event)}>
      <label htmlFor="admin-reply" className="visually-hidden">
        {t('admin.reply.label')}
      </label>
      <textarea
        id="admin-reply"
        rows={3}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('admin.reply.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.primaryButton} aria-disabled={text === '' || sending}>
        {sending ? t('admin.reply.sending') : t('admin.reply.send')}
      </button>
      {failed && (
        <p role="alert" className={styles.replyError}>
          {t('admin.reply.failed')}
        </p>
      )}
    </form>
  );
}
