import type { ChatReadReply } from '@/lib/chat/chat-types';
import { getDb } from '../../db/client';
import * as messageRepository from '../../repositories/chat-message-repository';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { sessionNotFound } from './chat-errors';
import { nextReadMark } from './read-mark';

/**
 * PUT /api/admin/chat/messages/read: the admins have seen the conversation up to
 * `lastMessageId` (or all of it); its unread count becomes what is left after the mark.
 * Under the session lock, so a message arriving meanwhile is counted, not lost.
 */
export async function markAdminChatRead(input: { sessionId: string; lastMessageId?: number }): Promise<ChatReadReply> {
  return getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(input.sessionId, tx);
    if (!session) throw sessionNotFound();
    const readUpTo = await nextReadMark(session.id, session.adminReadUpTo, input.lastMessageId, tx);
    const unread = await messageRepository.countContactMessagesAfter(session.id, readUpTo, tx);
    await sessionRepository.update(session.id, { adminReadUpTo: readUpTo, adminUnreadCount: unread }, tx);
    return { readUpTo };
  });
}
