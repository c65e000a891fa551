/**
 * What the widget keeps in local storage to resume a conversation after a reload.
 *
 * - The visitor record of spec §3 (visitorId, name, phoneNumber, sessionId, registeredAt),
 *   plus the conversation's chat token: the credential the server issued for it.
 * - For a signed-in user, which conversation is theirs (the bearer token is the credential).
 *
 * This module is in every page's first load (the launcher asks whether there is anything
 * to resume), so it is plain code. Storage can be unavailable (private modes, blocked
 * cookies): then nothing is kept and the widget starts afresh each visit.
 */

export interface VisitorRecord {
  visitorId: string;
  name: string;
  phoneNumber: string;
  sessionId: string;
  /** ISO 8601. */
  registeredAt: string;
  chatToken: string;
}

export interface UserChatRecord {
  userId: string;
  sessionId: string;
}

/** @internal exported for the tests */
export const VISITOR_RECORD_KEY = 'learnhub.chat.visitor';
const USER_CHAT_KEY = 'learnhub.chat.user';

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: the conversation just does not survive a reload.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function readVisitorRecord(): VisitorRecord | null {
  const value = read(VISITOR_RECORD_KEY) as Partial<VisitorRecord> | null;
  if (!value || typeof value !== 'object') return null;
  const { visitorId, name, phoneNumber, sessionId, registeredAt, chatToken } = value;
  if (!isText(visitorId) || !visitorId.startsWith('visitor_')) return null;
  if (![name, phoneNumber, sessionId, registeredAt, chatToken].every(isText)) return null;
  return {
    visitorId,
    name: name!,
    phoneNumber: phoneNumber!,
    sessionId: sessionId!,
    registeredAt: registeredAt!,
    chatToken: chatToken!,
  };
}

export function saveVisitorRecord(record: VisitorRecord | null): void {
  write(VISITOR_RECORD_KEY, record);
}

export function readUserChat(userId: string): UserChatRecord | null {
  const value = read(USER_CHAT_KEY) as Partial<UserChatRecord> | null;
  if (!value || value.userId !== userId || !isText(value.sessionId)) return null;
  return { userId, sessionId: value.sessionId };
}

export function saveUserChat(record: UserChatRecord | null): void {
  write(USER_CHAT_KEY, record);
}

/** Whether this browser has a conversation to resume (then the widget loads soon after the page, for the badge). */
export function hasStoredChat(): boolean {
  return read(VISITOR_RECORD_KEY) !== null || read(USER_CHAT_KEY) !== null;
}
