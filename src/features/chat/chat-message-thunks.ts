/**
 * Sending (spec §4: a sent message shows at once as temporary, then is replaced by the
 * server's or marked failed; a failed one can be retried), read marks and presence.
 */
import { toApiError } from '@/lib/api/api-error';
import type { ChatPresence } from '@/lib/chat/chat-types';
import { markChatRead, sendChatMessage, setChatStatus } from './chat-api';
import type { ChatThunk } from './chat-thunk';
import { chatIdentityOf, contactIdOf, credentialOf } from './chat-identity';
import { toChatMessage } from './chat-messages';
import { chatFailed, messageQueued, messageRetried, messageSendFailed, messageSent, sessionEnded } from './chat-slice';

let tempCounter = 0;

export function sendMessage(text: string): ChatThunk<void> {
  return async (dispatch, getState) => {
    if (!getState().chat.session) return;
    tempCounter += 1;
    const tempId = `temp-${Date.now()}-${tempCounter}`;
    dispatch(messageQueued({ tempId, text, timestamp: new Date().toISOString() }));
    await dispatch(deliver(tempId, text));
  };
}

export function retryMessage(tempId: string): ChatThunk<void> {
  return async (dispatch, getState) => {
    const message = getState().chat.messages.find((item) => item.id === tempId);
    if (!message?.sendError) return;
    dispatch(messageRetried({ tempId }));
    await dispatch(deliver(tempId, message.text));
  };
}

function deliver(tempId: string, text: string): ChatThunk<void> {
  return async (dispatch, getState) => {
    const { session } = getState().chat;
    const identity = chatIdentityOf(getState());
    const userId = contactIdOf(identity);
    if (!session || !userId) {
      dispatch(messageSendFailed({ tempId }));
      return;
    }
    try {
      const message = await sendChatMessage({ sessionId: session.chatSessionId, userId, text }, credentialOf(identity));
      dispatch(messageSent({ tempId, message: toChatMessage(message) }));
    } catch (error) {
      const failure = toApiError(error);
      dispatch(messageSendFailed({ tempId }));
      if (failure.error_code === 'CHAT_SESSION_CLOSED') dispatch(sessionEnded());
      else dispatch(chatFailed(failure.status === 429 ? 'tooFast' : 'sendFailed'));
    }
  };
}

/** Tells the server the contact has seen the conversation up to `lastMessageId` (for the badge after a reload). */
export function reportRead(lastMessageId: number): ChatThunk<boolean> {
  return async (_dispatch, getState) => {
    const { session } = getState().chat;
    if (!session) return false;
    const identity = chatIdentityOf(getState());
    try {
      await markChatRead({ sessionId: session.chatSessionId, lastMessageId }, credentialOf(identity));
      return true;
    } catch {
      return false;
    }
  };
}

/** The presence heartbeat; failures are ignored (the next beat tries again). */
export function reportPresence(status: ChatPresence, options: { keepalive?: boolean } = {}): ChatThunk<void> {
  return async (_dispatch, getState) => {
    const { session } = getState().chat;
    const identity = chatIdentityOf(getState());
    const userId = contactIdOf(identity);
    if (!session || session.status !== 'active' || !userId) return;
    try {
      await setChatStatus({ sessionId: session.chatSessionId, userId, status }, credentialOf(identity), options);
    } catch {
      // Presence is a hint for the admins; a lost beat only delays it.
    }
  };
}
