import type { ChatMessageDto } from '@/lib/chat/chat-types';
import * as messageRepository from '../../repositories/chat-message-repository';
import * as sessionRepository from '../../repositories/chat-session-repository';
import { canRead, type ChatCaller } from './chat-caller';
import { sessionNotFound } from './chat-errors';
import { toMessageDto } from './chat-dto';
import { pageCount, pageWindow } from '../paging';

export interface ChatHistoryPage {
  messages: ChatMessageDto[];
  page: number;
  totalPage: number;
}

/**
 * GET /api/chat/history: one page of a conversation, page 1 being the newest messages;
 * each page is in reading order (oldest first). The contact reads their own conversation,
 * admins any (spec §9: 50 a page, 100 in the admin view — the caller's `limit`).
 */
export async function getChatHistory(
  query: { sessionId: string; page: number; limit: number },
  caller: ChatCaller,
): Promise<ChatHistoryPage> {
  const session = await sessionRepository.findById(query.sessionId);
  if (!session || !canRead(caller, session)) throw sessionNotFound();
  const [total, rows] = await Promise.all([
    messageRepository.countForSession(session.id),
    messageRepository.listPage(session.id, pageWindow(query.page, query.limit)),
  ]);
  return {
    messages: rows.map((message) => toMessageDto(message, session)),
    page: query.page,
    totalPage: pageCount(total, query.limit),
  };
}
