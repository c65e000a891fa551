import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type FormEvent } from 'react';
import { useMessageTimeFormat } from '@/hooks/use-date-time-format';
import { CHAT_NOTE_MAX_LENGTH } from '@/lib/chat/chat-tools';
import type { ChatNote } from '@/lib/chat/chat-tools-types';
import { addChatNote, listChatNotes } from '../admin-chat-api';
import styles from './admin-chat.module.scss';

/**
 * The conversation's internal notes, in a panel of their own styled apart from the
 * messages: the team's memory of it (what was promised, what to follow up), which the
 * contact never sees. Notes can be added to closed conversations too.
 */
export function AdminChatNotes({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('admin');
  const noteTime = useMessageTimeFormat();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; notes: ChatNote[] | null } | null>(null);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const key = `${sessionId}#${attempt}`;

  useEffect(() => {
    let live = true;
    listChatNotes(sessionId).then(
      (notes) => live && setLoaded({ key: `${sessionId}#${attempt}`, notes }),
      () => live && setLoaded({ key: `${sessionId}#${attempt}`, notes: null }),
    );
    return () => {
      live = false;
    };
  }, [sessionId, attempt]);

  const current = loaded?.key === key ? loaded : null;
  const notes = current?.notes;

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || saving) return;
    setSaving(true);
    setSaveFailed(false);
    try {
      const note = await addChatNote(sessionId, text);
      setLoaded((previous) => previous && { ...previous, notes: [...(previous.notes ?? []), note] });
      setDraft('');
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <details className={styles.notes}>
      <summary>
        {t('chatTools.notes.title')}
        {notes && notes.length > 0 ? ` (${notes.length})` : ''}
      </summary>
      <p className={styles.notesHint}>{t('chatTools.notes.hint')}</p>
      {!current ? (
        <p role="status">{t('chatTools.loading')}</p>
      ) : notes === null ? (
        <div role="alert">
          <p>{t('chatTools.notes.loadFailed')}</p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            {t('chatTools.retry')}
          </button>
        </div>
      ) : notes!.length === 0 ? (
        <p>{t('chatTools.notes.empty')}</p>
      ) : (
        <ol className={styles.noteItems} aria-label={t('chatTools.notes.title')}>
          {notes!.map((note) => (
            <li key={note.id} className={styles.noteItem}>
              <p className={styles.text}>{note.text}</p>
              <span className={styles.meta}>
                {note.author?.name ?? t('chatTools.notes.formerAdmin')} ·{' '}
                <time dateTime={note.createdAt}>{noteTime(note.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} onSubmit={(event) => void add(event)}>
        <label htmlFor="admin-chat-note">{t('chatTools.notes.label')}</label>
        <textarea
          id="admin-chat-note"
          rows={2}
          maxLength={CHAT_NOTE_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.button} aria-disabled={saving || draft.trim() === ''}>
          {saving ? t('chatTools.saving') : t('chatTools.notes.add')}
        </button>
        {saveFailed && (
          <p role="alert" className={styles.replyError}>
            {t('chatTools.notes.saveFailed')}
          </p>
        )}
      </form>
    </details>
  );
}
