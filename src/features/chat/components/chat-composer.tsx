import { useTranslation } from 'next-i18next/pages';
import type { KeyboardEvent } from 'react';
import { usePlainForm } from '@/hooks/use-plain-form';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/chat/chat-limits';
import { normalizeChatText } from '@/lib/chat/chat-text';
import { useAppDispatch } from '@/store/hooks';
import { sendMessage } from '../chat-message-thunks';
import styles from './chat-widget.module.scss';

/** The count shows once fewer than this many characters are left. */
const SHOW_REMAINING_BELOW = 200;

/**
 * The message input: Enter sends, Shift+Enter starts a new line; blank text is never sent
 * (spec §5). The box empties at once: the message shows in the list as sending, and a
 * failed one stays there with its retry.
 */
export function ChatComposer() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const form = usePlainForm({
    initial: { message: '' },
    idPrefix: 'chat',
    ready: (values) => normalizeChatText(values.message) !== '',
    send: async (values) => {
      void dispatch(sendMessage(normalizeChatText(values.message)));
      return { kind: 'sent' };
    },
  });
  const remaining = CHAT_MESSAGE_MAX_LENGTH - form.values.message.length;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form {...form.formProps} className={styles.composer}>
      <label htmlFor="chat-message" className="visually-hidden">
        {t('composer.label')}
      </label>
      <textarea
        {...form.fieldProps('message', 'chat-composer-hint')}
        rows={2}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('composer.placeholder')}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} aria-disabled={!form.canSubmit}>
        {t('composer.send')}
      </button>
      <small id="chat-composer-hint" className={styles.hint}>
        {remaining < SHOW_REMAINING_BELOW ? t('composer.remaining', { count: remaining }) : t('composer.hint')}
      </small>
    </form>
  );
}
