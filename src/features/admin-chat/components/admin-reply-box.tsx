import { useTranslation } from 'next-i18next/pages';
import type { KeyboardEvent } from 'react';
import { usePlainForm } from '@/hooks/use-plain-form';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/chat/chat-limits';
import { normalizeChatText } from '@/lib/chat/chat-text';
import styles from './admin-chat.module.scss';

/** The reply box: Enter sends, Shift+Enter starts a new line; a failed reply keeps its text. */
export function AdminReplyBox({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation('chat');
  const form = usePlainForm({
    initial: { reply: '' },
    idPrefix: 'admin',
    ready: (values) => normalizeChatText(values.reply) !== '',
    send: async (values) =>
      (await onSend(normalizeChatText(values.reply)))
        ? { kind: 'sent' }
        : { kind: 'failed', message: t('admin.reply.failed') },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form {...form.formProps} className={styles.replyBox}>
      <label htmlFor="admin-reply" className="visually-hidden">
        {t('admin.reply.label')}
      </label>
      <textarea
        {...form.fieldProps('reply')}
        rows={3}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={t('admin.reply.placeholder')}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.primaryButton} aria-disabled={!form.canSubmit}>
        {form.sending ? t('admin.reply.sending') : t('admin.reply.send')}
      </button>
      {form.status.kind === 'failed' && (
        <p role="alert" className={styles.replyError}>
          {form.status.message}
        </p>
      )}
    </form>
  );
}
