/** The admin console's calls (spec §7 "Chat"): the bearer token of the signed-in admin goes with each. */
import { api, type Page } from '@/lib/api/client';
import type { AdminChatAssignedFilter, AdminChatStatus } from '@/lib/chat/chat-tools';
import type { AdminChatPresence, CannedReply, ChatNote } from '@/lib/chat/chat-tools-types';
import type { Locale } from '@/lib/locales';
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
  assigned?: AdminChatAssignedFilter;
  q?: string;
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
  sendTranscript?: boolean;
}): Promise<{ sessionId: string; status: 'closed'; closedAt: string; transcriptTo?: string | null }> {
  return api.post('/api/admin/chat/close', body);
}

export interface CannedReplyBody {
  language: Locale;
  shortcut: string;
  text: string;
}

export function listCannedReplies(): Promise<CannedReply[]> {
  return api.get<CannedReply[]>('/api/admin/chat/canned-replies');
}

export function createCannedReply(body: CannedReplyBody): Promise<CannedReply> {
  return api.post<CannedReply>('/api/admin/chat/canned-replies', body);
}

export function updateCannedReply(id: number, body: Partial<CannedReplyBody>): Promise<CannedReply> {
  return api.patch<CannedReply>(`/api/admin/chat/canned-replies/${id}`, body);
}

export function deleteCannedReply(id: number): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`/api/admin/chat/canned-replies/${id}`);
}

export function listChatNotes(sessionId: string): Promise<ChatNote[]> {
  return api.get<ChatNote[]>(`/api/admin/chat/sessions/${sessionId}/notes`);
}

export function addChatNote(sessionId: string, text: string): Promise<ChatNote> {
  return api.post<ChatNote>(`/api/admin/chat/sessions/${sessionId}/notes`, { text });
}

export function assignAdminChat(sessionId: string, assignedTo: string | null): Promise<AdminChatItem> {
  return api.patch<AdminChatItem>(`/api/admin/chat/sessions/${sessionId}`, { assignedTo });
}

export function fetchAdminPresence(): Promise<AdminChatPresence> {
  return api.get<AdminChatPresence>('/api/admin/chat/presence');
}

export function setAdminPresence(status: AdminChatStatus): Promise<AdminChatPresence> {
  return api.put<AdminChatPresence>('/api/admin/chat/presence', { status });
}
