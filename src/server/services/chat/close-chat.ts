import type { ClosedChat } from '@/lib/chat/chat-types';
import { toLocale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { fieldError } from '../../http/validation';
import { serverMessage } from '../../i18n/server-messages';
import { sendMail } from '../../mail/send-mail';
import { chatTranscriptMail } from '../../mail/templates/chat-transcript-mail';
import * as messageRepository from '../../repositories/chat-message-repository';
import * as sessionRepository from '../../repositories/chat-session-repository';
import type { ChatSession } from '../../repositories/chat-session-repository';
import { announceChatChange } from '../../chat-push/chat-push';
import { recordAudit } from '../admin/record-audit';
import { appendMessage } from './append-message';
import { sessionNotFound } from './chat-errors';

/** A transcript carries at most this many messages, the latest (a mail, not an archive). */
const TRANSCRIPT_MAX_MESSAGES = 500;

/**
 * POST /api/admin/chat/close: an admin ends a conversation. The contact is told so in the
 * conversation (a system message), can no longer write into it, and their next start
 * opens a new one. Closing a closed conversation changes nothing (and mails nothing, so a
 * second click never sends a second transcript).
 *
 * With `sendTranscript`, the conversation's messages (never the internal notes, which are
 * another table) are mailed first to the contact's email, in the conversation's language.
 * The mail goes first so that a failed send (503) leaves the conversation open to try again
 * or to close without it; a conversation without an email refuses the flag (400) rather
 * than closing silently without the transcript the admin asked for.
 */
export async function closeChat(
  input: { sessionId: string; sendTranscript?: boolean },
  admin: AuthUser,
  log: Logger,
  now: Date = new Date(),
): Promise<ClosedChat> {
  let transcriptTo: string | null = null;
  if (input.sendTranscript) {
    const session = await sessionRepository.findById(input.sessionId);
    if (!session) throw sessionNotFound();
    if (session.status === 'active') transcriptTo = await mailTranscript(session, log);
  }
  const { closed, noticeId } = await getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(input.sessionId, tx);
    if (!session) throw sessionNotFound();
    if (session.status === 'closed') {
      const already: ClosedChat = {
        sessionId: session.id,
        status: 'closed',
        closedAt: (session.closedAt ?? now).toISOString(),
        transcriptTo,
      };
      return { closed: already, noticeId: null };
    }
    const notice = await appendMessage(tx, session.id, {
      sender: 'system',
      text: serverMessage('chatClosed', toLocale(session.locale)),
    });
    // Nothing is left to answer in a closed conversation.
    await sessionRepository.update(
      session.id,
      { status: 'closed', closedAt: now, closedBy: admin.id, adminReadUpTo: notice.id, adminUnreadCount: 0 },
      tx,
    );
    await recordAudit(tx, admin, {
      action: 'chat.close',
      entityType: 'chat_session',
      entityId: session.id,
      before: { status: session.status },
      after: { status: 'closed', transcript_to: transcriptTo },
    });
    const closedNow: ClosedChat = {
      sessionId: session.id,
      status: 'closed',
      closedAt: now.toISOString(),
      transcriptTo,
    };
    return { closed: closedNow, noticeId: notice.id };
  });
  if (noticeId !== null) announceChatChange({ sessionId: closed.sessionId, messageId: noticeId });
  return closed;
}

/** Mails the transcript; the address it went to. */
async function mailTranscript(session: ChatSession, log: Logger): Promise<string> {
  const email = await sessionRepository.contactEmailOf(session.id);
  if (!email) throw fieldError('sendTranscript', 'The contact gave no email address: close without the transcript.');
  const { messages, total } = await messageRepository.listForTranscript(session.id, TRANSCRIPT_MAX_MESSAGES);
  const mail = chatTranscriptMail(
    toLocale(session.locale),
    { email, name: session.contactName },
    {
      startedAt: session.startedAt,
      lines: messages.map((message) => ({
        sender: message.sender === 'user' ? 'user' : 'admin',
        text: message.text,
        at: message.createdAt,
      })),
      omitted: total - messages.length,
    },
  );
  try {
    await sendMail(mail, { log });
  } catch (error) {
    log.error({ err: error, chatSessionId: session.id }, 'chat transcript: the mail could not be sent');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The transcript could not be mailed, and the conversation is still open: try again, or close it without the transcript.',
    );
  }
  return email;
}
