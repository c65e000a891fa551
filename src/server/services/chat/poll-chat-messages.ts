import { CHAT_POLL_MAX_MESSAGES } from '@/lib/chat/chat-limits';
import type { ChatPollReply } from '@/lib/chat/chat-types';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as messageRepository from '../../repositories/chat-message-repository';
import { canRead, type ChatCaller } from './chat-caller';
import { sessionNotFound } from './chat-errors';
import { toMessageDto } from './chat-dto';

/**
 * GET /api/chat/messages: the messages after `lastMessageId` and the conversation's status.
 * This is what every open widget calls every few seconds, so it stays small: a visitor's
 * token is checked without the database, and the rest is one indexed query
 * (messageRepository.pollSession). Polls of one conversation by one reader closer than
 * 2 s apart are refused (429 with Retry-After).
 */
export async function pollChatMessages(
  query: { sessionId: string; lastMessageId: number },
  caller: ChatCaller,
): Promise<ChatPollReply> {
  if (caller.kind === 'visitor' && caller.sessionId !== query.sessionId) throw sessionNotFound();
  // Keyed by reader too: nobody can use up someone else's polls.
  await consumeOrThrow('chatPoll', `${query.sessionId}:${caller.id}`);
  const found = await messageRepository.pollSession(query.sessionId, query.lastMessageId, CHAT_POLL_MAX_MESSAGES);
  if (!found || !canRead(caller, { id: query.sessionId, ...found.session })) throw sessionNotFound();
  return {
    messages: found.messages.map((message) => toMessageDto(message, found.session)),
    status: found.session.status,
  };
}
