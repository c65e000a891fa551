/** The admin console's calls (spec §7 "Chat"): the bearer token of the signed-in admin goes with each. */
import { api, type Page } from '@/lib/api/client';
import type {
  AdminChatItem,
  AdminNewMessagesReply,
  ChatMessageDto,
  ChatPollReply,
  ChatReadReply,
  ChatSessionStatus,
} from '@/lib/chat/chat-types';

export type AdminChatFilter = ChatSessionStatus | 'all';

export function listAdminChats(params: {
  status: AdminChatFilter;
  page: number;
  limit: number;
}): Promise<Page<AdminChatItem[]>> {
  return api.getPage<AdminChatItem[]>('/api/admin/chats', { params });
}

export function fetchNewAdminMessages(): Promise<AdminNewMessagesReply> {
  return api.get<AdminNewMessagesReply>('/api/chat/admin/messages/new');
}

export function fetchConversationPage(params: {
  sessionId: string;
  page: number;
  limit: number;
}): Promise<Page<ChatMessageDto[]>> {
  return api.getPage<ChatMessageDto[]>('/api/chat/history', { params });
}

export function pollConversation(params: { sessionId: string; lastMessageId: number }): Promise<ChatPollReply> {
  return api.get<ChatPollReply>('/api/chat/messages', { params });
}

export function sendAdminReply(body: {
  sessionId: string;
  text: string;
  lastMessageId: number;
}): Promise<ChatMessageDto> {
  return api.post<ChatMessageDto>('/api/admin/chat/messages', body);
}

export function markAdminRead(body: { sessionId: string; lastMessageId: number }): Promise<ChatReadReply> {
  return api.put<ChatReadReply>('/api/admin/chat/messages/read', body);
}

export function closeAdminChat(body: {
  sessionId: string;
}): Promise<{ sessionId: string; status: 'closed'; closedAt: string }> {
  return api.post('/api/admin/chat/close', body);
}
