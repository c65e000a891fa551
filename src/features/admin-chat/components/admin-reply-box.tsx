import { useTranslation } from 'next-i18next/pages';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { usePlainForm } from '@/hooks/use-plain-form';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/chat/chat-limits';
import { normalizeChatText } from '@/lib/chat/chat-text';
import type { CannedReply } from '@/lib/chat/chat-tools-types';
import { insertReply, matchingReplies, slashQueryAt } from '../canned-suggestions';
import styles from './admin-chat.module.scss';

const LISTBOX_ID = 'admin-reply-canned';
const optionId = (id: number) => `${LISTBOX_ID}-${id}`;

interface AdminReplyBoxProps {
  onSend: (text: string) => Promise<boolean>;
  /** The canned replies of the conversation's language, offered when `/` is typed. */
  cannedReplies?: CannedReply[];
}

/**
 * The reply box: Enter sends, Shift+Enter starts a new line; a failed reply keeps its text.
 * Typing `/` opens the canned replies of the conversation's language, filtered as one types
 * (a textbox with a listbox, as in the ARIA combobox pattern: arrows move, Enter or Tab or
 * a click inserts the text for the admin to edit, Escape closes the list; the count of
 * suggestions is announced).
 */
export function AdminReplyBox({ onSend, cannedReplies = [] }: AdminReplyBoxProps) {
  const { t } = useTranslation('chat');
  const { t: tAdmin } = useTranslation('admin');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(0);
  // Where the caret goes once an inserted reply is on screen.
  const pendingCaret = useRef<number | null>(null);
  const form = usePlainForm({
    initial: { reply: '' },
    idPrefix: 'admin',
    ready: (values) => normalizeChatText(values.reply) !== '',
    send: async (values) =>
      (await onSend(normalizeChatText(values.reply)))
        ? { kind: 'sent' }
        : { kind: 'failed', message: t('admin.reply.failed') },
  });
  const text = form.values.reply;
  const slash = cannedReplies.length > 0 ? slashQueryAt(text, caret) : null;
  const options = slash ? matchingReplies(cannedReplies, slash.query) : [];
  const open = slash !== null && !dismissed;
  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined;

  useLayoutEffect(() => {
    const position = pendingCaret.current;
    if (position === null || !textareaRef.current) return;
    pendingCaret.current = null;
    textareaRef.current.setSelectionRange(position, position);
  }, [text]);

  const choose = (reply: CannedReply) => {
    if (!slash) return;
    const next = insertReply(text, slash, reply.text);
    pendingCaret.current = next.caret;
    form.setValue('reply', next.text);
    setCaret(next.caret);
    textareaRef.current?.focus();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    form.setValue('reply', event.target.value);
    setCaret(event.target.selectionStart);
    setDismissed(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open && options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (Math.min(current, options.length - 1) + step + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        choose(activeOption!);
        return;
      }
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form {...form.formProps} className={styles.replyBox}>
      <label htmlFor="admin-reply" className="visually-hidden">
        {t('admin.reply.label')}
      </label>
      <div className={styles.replyField}>
        <textarea
          {...form.fieldProps('reply')}
          ref={textareaRef}
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={cannedReplies.length > 0 ? tAdmin('chatTools.reply.placeholder') : t('admin.reply.placeholder')}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          // A textarea may take no role but its own (textbox), which allows the list's attributes.
          aria-autocomplete="list"
          aria-controls={activeOption ? LISTBOX_ID : undefined}
          aria-activedescendant={activeOption ? optionId(activeOption.id) : undefined}
        />
        {open && (
          <div className={styles.suggestions}>
            {options.length === 0 ? (
              <p className={styles.suggestionEmpty} role="status">
                {tAdmin('chatTools.reply.noMatch', { query: `/${slash.query}` })}
              </p>
            ) : (
              <>
                <p className="visually-hidden" role="status">
                  {tAdmin('chatTools.reply.count', { count: options.length })}
                </p>
                <ul id={LISTBOX_ID} role="listbox" aria-label={tAdmin('chatTools.reply.suggestions')}>
                  {options.map((reply) => (
                    <li
                      key={reply.id}
                      id={optionId(reply.id)}
                      role="option"
                      aria-selected={reply === activeOption}
                      className={reply === activeOption ? styles.suggestionActive : styles.suggestion}
                      // Keep the focus (and the caret) in the textarea.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(reply)}
                    >
                      <strong>/{reply.shortcut}</strong> <span>{reply.text}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
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
