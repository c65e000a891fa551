/**
 * Starting, resuming and polling a conversation (spec §4 Chat): the widget's thunks that
 * talk to the server about the session as a whole. Messages are chat-message-thunks.ts.
 */
import { toApiError } from '@/lib/api/api-error';
import { CHAT_HISTORY_PAGE_SIZE } from '@/lib/chat/chat-limits';
import type { ChatInitializeReply } from '@/lib/chat/chat-types';
import { fetchChatHistory, initializeChat, pollChatMessages, type InitializeBody } from './chat-api';
import {
  chatIdentityOf,
  credentialOf,
  forgetStoredSession,
  storedSessionIdOf,
  type ChatIdentity,
} from './chat-identity';
import { splitUnread, toChatMessage } from './chat-messages';
import {
  chatFailed,
  chatReset,
  errorDismissed,
  initStarted,
  messagesReceived,
  sessionEnded,
  sessionStarted,
} from './chat-slice';
import { saveUserChat, saveVisitorRecord } from './chat-storage';
import type { ChatThunk } from './chat-thunk';

export interface Registration {
  name: string;
  phone: string;
  /** Optional: where the team can mail a transcript of the conversation. */
  email?: string;
}

/**
 * Starts (or resumes) the caller's conversation: a signed-in user at once, a visitor with
 * a record by its token — falling back to their stored name and phone if the server no
 * longer knows the token — and a new visitor with the registration form's name and phone
 * (and email, if given: the server keeps it, so the browser's record does not).
 */
export function startChat(registration?: Registration): ChatThunk<void> {
  return async (dispatch, getState) => {
    const identity = chatIdentityOf(getState());
    const body = initializeBodyOf(identity, registration);
    if (!body) return;
    dispatch(initStarted());
    try {
      const reply = await initializeChat(body, credentialOf(identity));
      remember(identity, reply, registration);
      const { seen, unread } = splitUnread(reply.initialMessages);
      dispatch(sessionStarted({ chatSessionId: reply.chatSessionId, initialMessages: seen, status: reply.status }));
      dispatch(messagesReceived(unread));
    } catch (error) {
      dispatch(chatFailed(toApiError(error).status === 429 ? 'registerLimited' : 'initFailed'));
    }
  };
}

function initializeBodyOf(identity: ChatIdentity, registration?: Registration): InitializeBody | null {
  if (identity.kind === 'user') return { userId: identity.userId };
  if (identity.kind === 'visitor') {
    const { visitorId, name, phoneNumber } = identity.record;
    return { userId: visitorId, userName: name, userPhone: phoneNumber };
  }
  if (!registration) return null;
  const { name, phone, email } = registration;
  return { userName: name, userPhone: phone, ...(email ? { userEmail: email } : {}) };
}

function remember(identity: ChatIdentity, reply: ChatInitializeReply, registration?: Registration): void {
  if (identity.kind === 'user') {
    saveUserChat({ userId: identity.userId, sessionId: reply.chatSessionId });
    return;
  }
  const previous = identity.kind === 'visitor' ? identity.record : null;
  const name = previous?.name ?? registration?.name;
  const phoneNumber = previous?.phoneNumber ?? registration?.phone;
  if (!reply.chatToken || !name || !phoneNumber) return;
  saveVisitorRecord({
    visitorId: reply.userId,
    name,
    phoneNumber,
    sessionId: reply.chatSessionId,
    // A new visitor id means the server registered this browser afresh.
    registeredAt: previous?.visitorId === reply.userId ? previous.registeredAt : new Date().toISOString(),
    chatToken: reply.chatToken,
  });
}

/**
 * After a reload: the stored conversation's latest page (what was seen, and what waits —
 * the badge), then one poll for its status. Read-only: nothing is created for a visitor who
 * only browses. A conversation the server refuses (gone, token expired) is forgotten.
 */
export function resumeChat(): ChatThunk<void> {
  return async (dispatch, getState) => {
    const identity = chatIdentityOf(getState());
    const sessionId = storedSessionIdOf(identity);
    if (!sessionId || getState().chat.session) return;
    try {
      const page = await fetchChatHistory(
        { sessionId, page: 1, limit: CHAT_HISTORY_PAGE_SIZE },
        credentialOf(identity),
      );
      const { seen, unread } = splitUnread(page.data);
      dispatch(sessionStarted({ chatSessionId: sessionId, initialMessages: seen }));
      dispatch(messagesReceived(unread));
    } catch (error) {
      if (isSessionRefused(error)) forgetStoredSession(identity);
      return;
    }
    await dispatch(pollChat());
  };
}

export type PollOutcome = { kind: 'idle' | 'ok' | 'failed' } | { kind: 'limited'; retryAfterMs: number };

/** One poll: new messages (to the list, or to the badge while closed) and the session's status. */
export function pollChat(): ChatThunk<PollOutcome> {
  return async (dispatch, getState) => {
    const { session, error } = getState().chat;
    if (!session || session.status !== 'active') return { kind: 'idle' };
    const identity = chatIdentityOf(getState());
    try {
      const reply = await pollChatMessages(
        { sessionId: session.chatSessionId, lastMessageId: getState().chat.receivedUpTo },
        credentialOf(identity),
      );
      dispatch(messagesReceived(reply.messages.map(toChatMessage)));
      if (reply.status === 'closed') dispatch(sessionEnded());
      if (error === 'connectFailed') dispatch(errorDismissed());
      return { kind: 'ok' };
    } catch (caught) {
      const failure = toApiError(caught);
      if (failure.status === 429) return { kind: 'limited', retryAfterMs: (failure.retryAfterS ?? 2) * 1000 };
      if (isSessionRefused(failure)) {
        // The conversation is gone for this browser (or the sign-in ended): start over.
        forgetStoredSession(identity);
        dispatch(chatReset());
      }
      return { kind: 'failed' };
    }
  };
}

function isSessionRefused(error: unknown): boolean {
  const status = toApiError(error).status;
  return status === 401 || status === 404;
}
