import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/chat/chat-limits';
import { normalizeChatText } from '@/lib/chat/chat-text';
import { useAppDispatch } from '@/store/hooks';
import { sendMessage } from '../chat-message-thunks';
import styles from './chat-widget.module.scss';

/** The count shows once fewer than this many characters are left. */
const SHOW_REMAINING_BELOW = 200;

/** The message input: Enter sends, Shift+Enter starts a new line; blank text is never sent (spec §5). */
export function ChatComposer() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState('');
  const text = normalizeChatText(draft);
  const remaining = CHAT_MESSAGE_MAX_LENGTH - draft.length;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (text === '') return;
    setDraft('');
    void dispatch(sendMessage(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <form className={styles.composer} onSubmit={send}>
      <label htmlFor="chat-message-input" className="visually-hidden">
        {t('composer.label')}
      </label>
      <textarea
        id="chat-message-input"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        value={draft}
        aria-describedby="chat-composer-hint"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} aria-disabled={text === ''}>
        {t('composer.send')}
      </button>
      <small id="chat-composer-hint" className={styles.hint}>
        {remaining < SHOW_REMAINING_BELOW ? t('composer.remaining', { count: remaining }) : t('composer.hint')}
      </small>
    </form>
  );
}
