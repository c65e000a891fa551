import type { IncomingMessage } from 'node:http';
import type { AuthUser } from '../../auth/auth-user';
import { chatTokenFromRequest, verifyChatToken } from '../../auth/chat-token';
import { AppError } from '../../http/app-error';
import type { ChatSession } from '../../repositories/chat-session-repository';

/**
 * Who is calling a chat endpoint (DESIGN.md §4): a signed-in user (bearer token or cookie),
 * else a visitor holding the X-Chat-Token of one conversation. A valid sign-in wins over a
 * chat token, so a visitor who signs in chats as themselves.
 */
export type ChatCaller =
  { kind: 'user'; id: string; user: AuthUser } | { kind: 'visitor'; id: string; sessionId: string };

export async function chatCallerOf(req: IncomingMessage, user: AuthUser | null): Promise<ChatCaller | null> {
  if (user) return { kind: 'user', id: user.id, user };
  const token = chatTokenFromRequest(req);
  const claims = token ? await verifyChatToken(token) : null;
  return claims ? { kind: 'visitor', id: claims.visitorId, sessionId: claims.sessionId } : null;
}

export async function requireChatCaller(req: IncomingMessage, user: AuthUser | null): Promise<ChatCaller> {
  const caller = await chatCallerOf(req, user);
  if (!caller) throw new AppError('UNAUTHORIZED', 'Sign in, or start a chat, to continue.');
  return caller;
}

/** Spec §7 sends the caller's id with some calls; when it is there it must be theirs. */
export function assertOwnUserId(caller: ChatCaller, userId: string | undefined): void {
  if (userId !== undefined && userId !== caller.id) {
    throw new AppError('FORBIDDEN', 'userId does not match the caller.');
  }
}

/** The contact of the conversation: the signed-in user whose it is, or the visitor holding its token. */
export function isContactOf(caller: ChatCaller, session: Pick<ChatSession, 'id' | 'visitorId' | 'userId'>): boolean {
  if (caller.kind === 'user') return session.userId === caller.id;
  return session.visitorId === caller.id && caller.sessionId === session.id;
}

/** Contacts read their own conversation; admins read every conversation. */
export function canRead(caller: ChatCaller, session: Pick<ChatSession, 'id' | 'visitorId' | 'userId'>): boolean {
  return isContactOf(caller, session) || (caller.kind === 'user' && caller.user.role === 'admin');
}
