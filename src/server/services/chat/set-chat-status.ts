import type { ChatPresence, ChatStatusReply } from '@/lib/chat/chat-types';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { assertOwnUserId, isContactOf, type ChatCaller } from './chat-caller';
import { sessionNotFound } from './chat-errors';

/**
 * PUT /api/chat/status: the contact's presence heartbeat. The widget says `online` while
 * its page is visible (every CHAT_HEARTBEAT_MS) and `offline` when it is hidden or left;
 * the admin list shows online only while the heartbeat keeps arriving.
 */
export async function setChatStatus(
  input: { sessionId: string; userId?: string; status: ChatPresence },
  caller: ChatCaller,
  now: Date = new Date(),
): Promise<ChatStatusReply> {
  assertOwnUserId(caller, input.userId);
  const session = await sessionRepository.findById(input.sessionId);
  if (!session || !isContactOf(caller, session)) throw sessionNotFound();
  await sessionRepository.setPresence(session.id, input.status, now);
  return { status: input.status };
}
