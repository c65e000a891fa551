/**
 * The widget's calls (spec §7 "Chat"). A visitor's calls carry the conversation's chat
 * token as X-Chat-Token; a signed-in user's carry the bearer token the client adds anyway.
 */
import type { AxiosRequestConfig } from 'axios';
import { api, type Page } from '@/lib/api/client';
import type {
  ChatInitializeReply,
  ChatMessageDto,
  ChatPollReply,
  ChatPresence,
  ChatReadReply,
  ChatStatusReply,
} from '@/lib/chat/chat-types';

/** A visitor's chat token; null for a signed-in user. */
export type ChatCredential = string | null;

function withToken(chatToken: ChatCredential, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return chatToken ? { ...config, headers: { ...config.headers, 'X-Chat-Token': chatToken } } : config;
}

export interface InitializeBody {
  userId?: string;
  userName?: string;
  userPhone?: string;
  userEmail?: string;
}

export function initializeChat(body: InitializeBody, chatToken: ChatCredential): Promise<ChatInitializeReply> {
  return api.post<ChatInitializeReply>('/api/chat/initialize', body, withToken(chatToken));
}

export function sendChatMessage(
  body: { sessionId: string; userId: string; text: string },
  chatToken: ChatCredential,
): Promise<ChatMessageDto> {
  return api.post<ChatMessageDto>('/api/chat/messages', body, withToken(chatToken));
}

export function pollChatMessages(
  params: { sessionId: string; lastMessageId: number },
  chatToken: ChatCredential,
): Promise<ChatPollReply> {
  return api.get<ChatPollReply>('/api/chat/messages', withToken(chatToken, { params }));
}

export function fetchChatHistory(
  params: { sessionId: string; page: number; limit: number },
  chatToken: ChatCredential,
): Promise<Page<ChatMessageDto[]>> {
  return api.getPage<ChatMessageDto[]>('/api/chat/history', withToken(chatToken, { params }));
}

export function markChatRead(
  body: { sessionId: string; lastMessageId: number },
  chatToken: ChatCredential,
): Promise<ChatReadReply> {
  return api.put<ChatReadReply>('/api/chat/messages/read', body, withToken(chatToken));
}

/**
 * The presence heartbeat. `keepalive` lets the "offline" of a page being left still go
 * out (it needs axios's fetch adapter: XHR has no keepalive).
 */
export function setChatStatus(
  body: { sessionId: string; userId: string; status: ChatPresence },
  chatToken: ChatCredential,
  options: { keepalive?: boolean } = {},
): Promise<ChatStatusReply> {
  const config: AxiosRequestConfig = options.keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {};
  return api.put<ChatStatusReply>('/api/chat/status', body, withToken(chatToken, config));
}
