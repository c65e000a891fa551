import type { ChatReadReply } from '@/lib/chat/chat-types';
import { getDb } from '../../db/client';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { sessionNotFound } from './chat-errors';
import { movedAdminReadMark } from './read-mark';

/**
 * PUT /api/admin/chat/messages/read: the admins have seen the conversation up to
 * `lastMessageId` (or all of it); its unread count becomes what is left after the mark.
 * Under the session lock, so a message arriving meanwhile is counted, not lost.
 */
export async function markAdminChatRead(input: { sessionId: string; lastMessageId?: number }): Promise<ChatReadReply> {
  return getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(input.sessionId, tx);
    if (!session) throw sessionNotFound();
    const mark = await movedAdminReadMark(session, input.lastMessageId, tx);
    await sessionRepository.update(session.id, mark, tx);
    return { readUpTo: mark.adminReadUpTo };
  });
}
