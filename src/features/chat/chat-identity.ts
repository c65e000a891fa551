/**
 * Who the widget chats as: the signed-in user (their bearer token is the credential), a
 * visitor who registered in this browser (the chat token of their visitor record), or an
 * anonymous visitor who must register first (spec §4–5).
 */
import type { RootState } from '@/store/store';
import { readUserChat, readVisitorRecord, saveUserChat, saveVisitorRecord, type VisitorRecord } from './chat-storage';
import type { ChatCredential } from './chat-api';

export type ChatIdentity =
  { kind: 'user'; userId: string } | { kind: 'visitor'; record: VisitorRecord } | { kind: 'anonymous' };

export function chatIdentityOf(state: Pick<RootState, 'auth'>): ChatIdentity {
  const { isLoggedIn, user } = state.auth;
  if (isLoggedIn && user) return { kind: 'user', userId: user.id };
  const record = readVisitorRecord();
  return record ? { kind: 'visitor', record } : { kind: 'anonymous' };
}

export function credentialOf(identity: ChatIdentity): ChatCredential {
  return identity.kind === 'visitor' ? identity.record.chatToken : null;
}

/** The contact id the spec's calls send along (`userId`). */
export function contactIdOf(identity: ChatIdentity): string | null {
  if (identity.kind === 'user') return identity.userId;
  return identity.kind === 'visitor' ? identity.record.visitorId : null;
}

/** The conversation this browser last had, to resume after a reload. */
export function storedSessionIdOf(identity: ChatIdentity): string | null {
  if (identity.kind === 'user') return readUserChat(identity.userId)?.sessionId ?? null;
  return identity.kind === 'visitor' ? identity.record.sessionId : null;
}

/** Drops a conversation the server no longer knows, or no longer lets this browser read. */
export function forgetStoredSession(identity: ChatIdentity): void {
  if (identity.kind === 'user') saveUserChat(null);
  else if (identity.kind === 'visitor') saveVisitorRecord(null);
}
