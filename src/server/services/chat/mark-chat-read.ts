import type { ChatReadReply } from '@/lib/chat/chat-types';
import { getDb } from '../../db/client';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { isContactOf, type ChatCaller } from './chat-caller';
import { sessionNotFound } from './chat-errors';
import { nextReadMark } from './read-mark';

/**
 * PUT /api/chat/messages/read: the contact has seen the conversation up to `lastMessageId`
 * (or all of it). The widget's badge comes back from this mark after a reload, and the
 * admins see their replies as read.
 */
export async function markChatRead(
  input: { sessionId: string; lastMessageId?: number },
  caller: ChatCaller,
): Promise<ChatReadReply> {
  return getDb().transaction(async (tx) => {
    const session = await sessionRepository.lockById(input.sessionId, tx);
    if (!session || !isContactOf(caller, session)) throw sessionNotFound();
    const readUpTo = await nextReadMark(session.id, session.contactReadUpTo, input.lastMessageId, tx);
    if (readUpTo !== session.contactReadUpTo) {
      await sessionRepository.update(session.id, { contactReadUpTo: readUpTo }, tx);
    }
    return { readUpTo };
  });
}
