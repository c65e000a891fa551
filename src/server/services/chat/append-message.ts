import type { Executor } from '../../db/types';
import * as messageRepository from '../../repositories/chat-message-repository';
import type { ChatMessageRow } from '../../repositories/chat-message-repository';
import * as sessionRepository from '../../repositories/chat-session-repository';
import type { SessionChanges } from '../../repositories/chat-session-repository';

/**
 * Writes one message into a conversation whose row the transaction has locked
 * (sessionRepository.lockById), and moves the session along with it: its activity time,
 * and for the contact's messages the admins' unread count. The one way messages are added.
 */
export async function appendMessage(
  tx: Executor,
  sessionId: string,
  message: { sender: ChatMessageRow['sender']; text: string; authorId?: string | null },
  changes: SessionChanges = {},
): Promise<ChatMessageRow> {
  const row = await messageRepository.insert({ sessionId, ...message }, tx);
  const withActivity = { lastMessageAt: row.createdAt, ...changes };
  if (message.sender === 'user') await sessionRepository.addAdminUnread(sessionId, withActivity, tx);
  else await sessionRepository.update(sessionId, withActivity, tx);
  return row;
}
