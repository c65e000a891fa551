import { HYDRATE } from 'next-redux-wrapper';
import { describe, expect, it } from 'vitest';
import {
  chatFailed,
  chatReducer,
  chatReset,
  errorDismissed,
  initialChatState,
  initStarted,
  messageQueued,
  messageRetried,
  messageSendFailed,
  messageSent,
  messagesReceived,
  panelClosed,
  panelOpened,
  selectUnreadCount,
  sessionEnded,
  sessionStarted,
  type ChatMessage,
  type ChatState,
} from '@/features/chat/chat-slice';

const at = '2026-11-22T10:00:00.000Z';
const msg = (id: string, sender: ChatMessage['sender'] = 'admin', text = `text ${id}`): ChatMessage => ({
  id,
  text,
  sender,
  timestamp: at,
});

const run = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) => actions.reduce(chatReducer, state);
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);
const unreadOf = (chat: ChatState) => selectUnreadCount({ chat });

const started = run(initialChatState, sessionStarted({ chatSessionId: 's1', initialMessages: [msg('1', 'system')] }));

describe('panel', () => {
  it('opens and closes', () => {
    const open = chatReducer(initialChatState, panelOpened());
    expect(open.isOpen).toBe(true);
    expect(chatReducer(open, panelClosed()).isOpen).toBe(false);
  });
});

describe('session', () => {
  it('initStarted marks initialising and clears the error', () => {
    expect(chatReducer({ ...initialChatState, error: 'connectFailed' }, initStarted())).toEqual({
      ...initialChatState,
      isInitializing: true,
    });
  });

  it('sessionStarted stores the session id and the initial messages (without duplicates)', () => {
    const state = run(
      { ...initialChatState, isInitializing: true, unread: [msg('old')] },
      sessionStarted({ chatSessionId: 's9', initialMessages: [msg('1'), msg('2'), msg('1')] }),
    );
    expect(state.session).toEqual({ chatSessionId: 's9', status: 'active' });
    expect(ids(state.messages)).toEqual(['1', '2']);
    expect(state.unread).toEqual([]);
    expect(state.isInitializing).toBe(false);
  });

  it('chatFailed stops initialising with the message; errorDismissed clears it', () => {
    const failed = run(initialChatState, initStarted(), chatFailed('initFailed'));
    expect(failed).toMatchObject({ isInitializing: false, error: 'initFailed' });
    expect(chatReducer(failed, errorDismissed()).error).toBeNull();
  });

  it('sessionStarted keeps a closed status it is given (a resumed, ended conversation)', () => {
    const state = chatReducer(initialChatState, sessionStarted({ chatSessionId: 's2', status: 'closed' }));
    expect(state.session).toEqual({ chatSessionId: 's2', status: 'closed' });
  });

  it('sessionEnded marks the session closed and keeps the conversation on screen', () => {
    const state = run(started, panelOpened(), sessionEnded());
    expect(state.session).toEqual({ chatSessionId: 's1', status: 'closed' });
    expect(ids(state.messages)).toEqual(['1']);
    expect(chatReducer(initialChatState, sessionEnded())).toEqual(initialChatState);
  });

  it('chatReset returns to the initial state', () => {
    expect(chatReducer(run(started, panelOpened()), chatReset())).toEqual(initialChatState);
  });
});

describe('unread badge', () => {
  it('messages arriving while closed raise the badge and wait', () => {
    const state = run(started, messagesReceived([msg('2'), msg('3')]));
    expect(ids(state.messages)).toEqual(['1']);
    expect(unreadOf(state)).toBe(2);
  });

  it('opening merges the waiting messages and clears the badge', () => {
    const state = run(started, messagesReceived([msg('2'), msg('3')]), panelOpened());
    expect(ids(state.messages)).toEqual(['1', '2', '3']);
    expect(unreadOf(state)).toBe(0);
  });

  it('messages arriving while open go straight to the list', () => {
    const state = run(started, panelOpened(), messagesReceived([msg('2')]));
    expect(ids(state.messages)).toEqual(['1', '2']);
    expect(unreadOf(state)).toBe(0);
  });

  it('the visitor’s own messages do not count as unread', () => {
    expect(unreadOf(run(started, messagesReceived([msg('2', 'user'), msg('3', 'admin')])))).toBe(1);
  });

  it('a message delivered twice by overlapping polls is kept once', () => {
    const closed = run(started, messagesReceived([msg('2')]), messagesReceived([msg('2'), msg('1'), msg('3')]));
    expect(unreadOf(closed)).toBe(2);
    const open = run(closed, panelOpened(), messagesReceived([msg('3'), msg('4'), msg('4')]));
    expect(ids(open.messages)).toEqual(['1', '2', '3', '4']);
  });
});

describe('optimistic sending', () => {
  const queued = run(started, panelOpened(), messageQueued({ tempId: 'temp-1', text: 'Hello', timestamp: at }));

  it('polls after what loading and polling delivered, not after the id of a message just sent', () => {
    expect(started.receivedUpTo).toBe(1);
    const polled = run(started, panelOpened(), messagesReceived([msg('9'), msg('10', 'user')]));
    expect(polled.receivedUpTo).toBe(10);
    // The admin's reply 11 is stored but not yet polled when the visitor's message 12 is.
    const sent = run(
      polled,
      messageQueued({ tempId: 'temp-1', text: 'hi', timestamp: at }),
      messageSent({ tempId: 'temp-1', message: msg('12', 'user') }),
    );
    expect(sent.receivedUpTo).toBe(10);
    const next = run(sent, messagesReceived([msg('11'), msg('12', 'user')]));
    // Shown in the order the server stored them: the reply above the message sent after it.
    expect(ids(next.messages)).toEqual(['1', '9', '10', '11', '12']);
    expect(next.receivedUpTo).toBe(12);
    // A new session starts from its own messages.
    expect(run(next, sessionStarted({ chatSessionId: 's2' })).receivedUpTo).toBe(0);
  });

  it('a sent message appears at once as temporary', () => {
    expect(queued.messages.at(-1)).toEqual({
      id: 'temp-1',
      text: 'Hello',
      sender: 'user',
      timestamp: at,
      isTemporary: true,
    });
  });

  it('is replaced in place by the server message', () => {
    const state = run(
      queued,
      messagesReceived([]),
      messageSent({ tempId: 'temp-1', message: msg('50', 'user', 'Hello') }),
    );
    expect(ids(state.messages)).toEqual(['1', '50']);
    expect(state.messages[1]).toEqual(msg('50', 'user', 'Hello'));
  });

  it('drops the temporary copy when a poll delivered the server message first', () => {
    const state = run(
      queued,
      messagesReceived([msg('50', 'user', 'Hello')]),
      messageSent({ tempId: 'temp-1', message: msg('50', 'user', 'Hello') }),
    );
    expect(ids(state.messages)).toEqual(['1', '50']);
  });

  it('adds the server message when the temporary one is gone', () => {
    const state = run(started, messageSent({ tempId: 'missing', message: msg('60', 'user') }));
    expect(ids(state.messages)).toEqual(['1', '60']);
  });

  it('is marked failed (sendError) and no longer temporary when sending fails', () => {
    const state = chatReducer(queued, messageSendFailed({ tempId: 'temp-1' }));
    expect(state.messages.at(-1)).toEqual({
      id: 'temp-1',
      text: 'Hello',
      sender: 'user',
      timestamp: at,
      isTemporary: false,
      sendError: true,
    });
    expect(chatReducer(queued, messageSendFailed({ tempId: 'nope' }))).toEqual(queued);
  });

  it('a retry makes a failed message temporary again, in its place', () => {
    const failed = run(queued, messageSendFailed({ tempId: 'temp-1' }));
    const retried = chatReducer(failed, messageRetried({ tempId: 'temp-1' }));
    expect(retried.messages.at(-1)).toMatchObject({ id: 'temp-1', isTemporary: true, sendError: false });
    // Only a failed message can be retried.
    expect(chatReducer(queued, messageRetried({ tempId: 'temp-1' }))).toEqual(queued);
  });
});

describe('chat HYDRATE: client-only', () => {
  it('ignores the server state', () => {
    const open = run(started, panelOpened());
    expect(chatReducer(open, { type: HYDRATE, payload: { chat: initialChatState } })).toBe(open);
  });
});
