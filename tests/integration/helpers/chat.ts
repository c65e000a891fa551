import * as adminChatsRoute from '@/pages/api/admin/chats';
import * as adminCloseRoute from '@/pages/api/admin/chat/close';
import * as adminMessagesRoute from '@/pages/api/admin/chat/messages/index';
import * as adminReadRoute from '@/pages/api/admin/chat/messages/read';
import * as adminNewRoute from '@/pages/api/chat/admin/messages/new';
import * as historyRoute from '@/pages/api/chat/history';
import * as initializeRoute from '@/pages/api/chat/initialize';
import * as messagesRoute from '@/pages/api/chat/messages/index';
import * as readRoute from '@/pages/api/chat/messages/read';
import * as statusRoute from '@/pages/api/chat/status';
import * as streamRoute from '@/pages/api/chat/stream';
import * as adminStreamRoute from '@/pages/api/admin/chat/stream';
import { getDb } from '@/server/db/client';
import { chatAdminPresence } from '@/server/db/schema/chat';
import { env } from '@/server/env';
import { serveApi, type Api, type ApiOptions, type ApiReply } from './api';
import type { RouteModule } from './http';

/** Every chat route, by path (spec §7 "Chat" plus the read, close calls). */
const CHAT_ROUTES: Record<string, RouteModule> = {
  '/api/chat/initialize': initializeRoute,
  '/api/chat/messages': messagesRoute,
  '/api/chat/messages/read': readRoute,
  '/api/chat/history': historyRoute,
  '/api/chat/status': statusRoute,
  '/api/admin/chats': adminChatsRoute,
  '/api/chat/admin/messages/new': adminNewRoute,
  '/api/admin/chat/messages': adminMessagesRoute,
  '/api/admin/chat/messages/read': adminReadRoute,
  '/api/admin/chat/close': adminCloseRoute,
  '/api/chat/stream': streamRoute,
  '/api/admin/chat/stream': adminStreamRoute,
};

export function serveChatApi(routes: Record<string, RouteModule> = CHAT_ROUTES): Promise<Api> {
  return serveApi(routes);
}

/** How a caller proves who they are: a visitor's chat token, or a signed-in user's bearer token. */
export type Credential = { chatToken: string } | { token: string };

export function withCredential(credential: Credential, options: ApiOptions = {}): ApiOptions {
  if ('token' in credential) return { ...options, token: credential.token };
  return { ...options, headers: { ...options.headers, 'X-Chat-Token': credential.chatToken } };
}

export interface VisitorChat {
  visitorId: string;
  sessionId: string;
  chatToken: string;
  credential: Credential;
}

let visitorCount = 0;

/** A visitor registers (name and phone) and gets a conversation and its token. */
export async function startVisitorChat(api: Api, name = `Visitor ${++visitorCount}`): Promise<VisitorChat> {
  const reply = await api.call('/api/chat/initialize', { body: { userName: name, userPhone: '0901 234 567' } });
  if (reply.status !== 200) throw new Error(`initialize failed: ${JSON.stringify(reply.body)}`);
  const { userId, chatSessionId, chatToken } = reply.body.data;
  return { visitorId: userId, sessionId: chatSessionId, chatToken, credential: { chatToken } };
}

export function send(api: Api, credential: Credential, sessionId: string, text: string): Promise<ApiReply> {
  return api.call('/api/chat/messages', withCredential(credential, { body: { sessionId, text } }));
}

export function poll(api: Api, credential: Credential, sessionId: string, lastMessageId = 0): Promise<ApiReply> {
  return api.call(
    `/api/chat/messages?sessionId=${sessionId}&lastMessageId=${lastMessageId}`,
    withCredential(credential),
  );
}

export function adminReply(
  api: Api,
  adminToken: string,
  sessionId: string,
  text: string,
  lastMessageId?: number,
): Promise<ApiReply> {
  return api.call('/api/admin/chat/messages', { token: adminToken, body: { sessionId, text, lastMessageId } });
}

/**
 * Starts fresh rate-limit counters in the middle of a test (the limiters are keyed by the
 * prefix), for tests about something other than the 2 s poll limit that poll more than once.
 * The keys stay under the file's prefix, so isolateRateLimits still cleans them up.
 */
export function freshRateLimits(): void {
  env.RATE_LIMIT_PREFIX = `${env.RATE_LIMIT_PREFIX}:next`;
}

/** Every admin leaves the console: presence is shared by the tests of a database, and some need nobody online. */
export async function everyAdminAway(): Promise<void> {
  await getDb().delete(chatAdminPresence);
}
