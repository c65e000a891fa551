import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useMessageTimeFormat } from '@/hooks/use-date-time-format';
import { toApiError } from '@/lib/api/api-error';
import type { CannedReply, ChatAdmin } from '@/lib/chat/chat-tools-types';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { closeAdminChat } from '../admin-chat-api';
import { useAdminConversation } from '../use-admin-conversation';
import { AdminAssigneeSelect } from './admin-assignee-select';
import { AdminChatNotes } from './admin-chat-notes';
import { AdminMessageList } from './admin-message-list';
import { AdminReplyBox } from './admin-reply-box';
import styles from './admin-chat.module.scss';

interface AdminConversationProps {
  item: AdminChatItem | null;
  onRead: (sessionId: string) => void;
  /** The conversation changed in a way the list shows (a reply, closing). */
  onChanged: () => void;
  /** The conversation as the server answered a change made here (its assignee). */
  onReplaced?: (item: AdminChatItem) => void;
  /** Who a conversation can be assigned to. */
  admins?: ChatAdmin[];
  /** Every canned reply: the reply box offers those of the conversation's language. */
  cannedReplies?: CannedReply[];
}

/**
 * The open conversation: who it is with and who looks after it, its messages (older pages
 * on demand), the team's internal notes, the reply box with its canned replies, closing
 * (with the transcript mailed when the contact gave an email). A closed conversation, or
 * one found by a search, is read-only but for its notes.
 */
export function AdminConversation({
  item,
  onRead,
  onChanged,
  onReplaced = () => {},
  admins = [],
  cannedReplies = [],
}: AdminConversationProps) {
  const { t } = useTranslation('chat');
  const { t: tAdmin } = useTranslation('admin');
  const messageTime = useMessageTimeFormat();
  const conversation = useAdminConversation(item?.sessionId ?? null, onRead);
  // Which conversation the close dialog is open for: another one chosen closes it.
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [closeFailed, setCloseFailed] = useState<string | null>(null);
  const [sendTranscript, setSendTranscript] = useState(false);
  const [transcriptSent, setTranscriptSent] = useState<{ sessionId: string; to: string } | null>(null);

  if (!item) {
    return (
      <section className={styles.conversation} aria-label={t('conversation')}>
        <p className={styles.state}>{t('admin.conversation.choose')}</p>
      </section>
    );
  }
  const closed = (conversation.sessionStatus ?? item.status) === 'closed';
  const confirming = confirmingId === item.sessionId;
  const setConfirming = (open: boolean) => {
    setConfirmingId(open ? item.sessionId : null);
    setSendTranscript(false);
    setCloseFailed(null);
  };

  const email = item.user.email;
  const close = async () => {
    setCloseFailed(null);
    try {
      const withTranscript = !!email && sendTranscript;
      const closedChat = await closeAdminChat({
        sessionId: item.sessionId,
        ...(withTranscript ? { sendTranscript: true } : {}),
      });
      setConfirming(false);
      if (closedChat.transcriptTo) setTranscriptSent({ sessionId: item.sessionId, to: closedChat.transcriptTo });
      conversation.ended();
      onChanged();
    } catch (error) {
      // A transcript that could not be mailed leaves the conversation open: say so.
      const unavailable = toApiError(error).error_code === 'SERVICE_UNAVAILABLE';
      setCloseFailed(
        unavailable && sendTranscript ? tAdmin('chatTools.close.mailFailed') : t('admin.conversation.closeFailed'),
      );
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
        <div className={styles.headerTools}>
          <AdminAssigneeSelect item={item} admins={admins} onChanged={onReplaced} />
          {!closed && !confirming && (
            <button type="button" className={styles.button} onClick={() => setConfirming(true)}>
              {t('admin.conversation.close')}
            </button>
          )}
        </div>
      </header>
      {transcriptSent?.sessionId === item.sessionId && (
        <p role="status" className={styles.info}>
          {tAdmin('chatTools.close.sent', { email: transcriptSent.to })}
        </p>
      )}
      {confirming && !closed && (
        <div className={styles.confirm} role="alertdialog" aria-labelledby="admin-confirm-close">
          <p id="admin-confirm-close">{t('admin.conversation.confirmClose')}</p>
          <label className={styles.transcript}>
            <input
              type="checkbox"
              checked={!!email && sendTranscript}
              disabled={!email}
              aria-describedby="admin-transcript-hint"
              onChange={(event) => setSendTranscript(event.target.checked)}
            />
            {tAdmin('chatTools.close.transcript')}
          </label>
          <small id="admin-transcript-hint" className={styles.presenceHint}>
            {email ? tAdmin('chatTools.close.transcriptTo', { email }) : tAdmin('chatTools.close.noEmail')}
          </small>
          <button type="button" className={styles.dangerButton} onClick={() => void close()}>
            {t('admin.conversation.confirm')}
          </button>
          <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
            {t('admin.conversation.cancel')}
          </button>
          {closeFailed && <p role="alert">{closeFailed}</p>}
        </div>
      )}

      <AdminMessageList conversation={conversation} />
      <AdminChatNotes key={`notes-${item.sessionId}`} sessionId={item.sessionId} />

      {closed ? (
        <p className={styles.closedNote}>{t('admin.conversation.closedNote')}</p>
      ) : (
        <AdminReplyBox
          key={item.sessionId}
          cannedReplies={cannedReplies.filter((reply) => reply.language === item.language)}
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
