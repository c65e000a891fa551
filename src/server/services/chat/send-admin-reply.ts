import type { ChatMessageDto } from '@/lib/chat/chat-types';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { announceChatChange } from '../../chat-push/chat-push';
import { recordAdminSeen } from './admin-presence';
import { appendMessage } from './append-message';
import { sessionClosed, sessionNotFound } from './chat-errors';
import { toMessageDto } from './chat-dto';
import { movedAdminReadMark } from './read-mark';

/**
 * POST /api/admin/chat/messages: an admin answers in an active conversation. Answering
 * means the admin has read it up to what their console showed (`lastMessageId`, else all
 * of it): the admins' unread count becomes what is left after that, and a later absence
 * of admins may bring the contact a new "reply will follow" notice.
 */
export async function sendAdminReply(
  input: { sessionId: string; text: string; lastMessageId?: number },
  admin: AuthUser,
  now: Date = new Date(),
): Promise<ChatMessageDto> {
  await recordAdminSeen(admin.id, now);
  const reply = await getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(input.sessionId, tx);
    if (!session) throw sessionNotFound();
    if (session.status !== 'active') throw sessionClosed();
    const message = await appendMessage(tx, session.id, { sender: 'admin', text: input.text, authorId: admin.id });
    const mark = await movedAdminReadMark(session, input.lastMessageId, tx);
    await sessionRepository.update(session.id, { ...mark, awayNotifiedAt: null }, tx);
    return toMessageDto(message, { ...session, adminReadUpTo: mark.adminReadUpTo });
  });
  announceChatChange({ sessionId: input.sessionId, messageId: reply.id });
  return reply;
}
