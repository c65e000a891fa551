/**
 * Chat widget state of spec §3–4: the panel, the session, the message list, the unread
 * badge (messages that arrive while the panel is closed wait in `unread` and are merged
 * when it opens) and optimistic sending (a temporary message replaced by the server's,
 * or marked `sendError`; the "(failed to send)" suffix is the view's job; a retry makes it
 * temporary again). An admin may close the session: it stays on screen, ended.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydratedWith } from '@/store/hydrate';

type ChatSender = 'user' | 'admin' | 'system';

export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  /** ISO 8601, so the state stays serialisable. */
  timestamp: string;
  isError?: boolean;
  sendError?: boolean;
  /** Shown at once while the send is in flight; the server's copy replaces it. */
  isTemporary?: boolean;
}

interface ChatSession {
  chatSessionId: string;
  /** `closed` once an admin has ended it: no more messages; the next start opens a new one. */
  status: 'active' | 'closed';
}

/** What went wrong, as a key of the `chat` translations' `errors` (spec §8 texts). */
type ChatErrorKey = 'initFailed' | 'connectFailed' | 'sendFailed' | 'tooFast' | 'registerLimited';

export interface ChatState {
  isOpen: boolean;
  session: ChatSession | null;
  messages: ChatMessage[];
  /** Arrived while the panel was closed; their count is the badge. */
  unread: ChatMessage[];
  /**
   * The newest message id the server has delivered by loading or polling: the next poll
   * asks for what comes after it. The id a send's reply gives the visitor's own message
   * does not move it: a reply from the team stored just before may not have been polled yet.
   */
  receivedUpTo: number;
  isInitializing: boolean;
  error: ChatErrorKey | null;
}

/** @internal exported for the tests */
export const initialChatState: ChatState = {
  isOpen: false,
  session: null,
  messages: [],
  unread: [],
  receivedUpTo: 0,
  isInitializing: false,
  error: null,
};

/** The largest server id among `messages` and `floor` (temporary ids are not numbers). */
function newestServerId(messages: ChatMessage[], floor: number): number {
  let newest = floor;
  for (const message of messages) {
    const id = Number(message.id);
    if (Number.isSafeInteger(id) && id > newest) newest = id;
  }
  return newest;
}

/**
 * Adds a polled message before the first held server message with a larger id, else at
 * the end: a reply stored before the visitor's own message, but polled after its send
 * returned, still shows above it. Temporary and failed messages keep their places.
 */
function insertInServerOrder(list: ChatMessage[], message: ChatMessage): void {
  const id = Number(message.id);
  const later = list.findIndex((held) => !held.isTemporary && !held.sendError && Number(held.id) > id);
  if (later === -1) list.push(message);
  else list.splice(later, 0, message);
}

/** Polling overlaps: a message already held (shown or waiting) is not added twice. */
function newOnly(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(held.map((message) => message.id));
  return incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
}

const hydrated = hydratedWith<{ chat?: ChatState }>();

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    panelOpened(state) {
      state.isOpen = true;
      state.messages.push(...state.unread);
      state.unread = [];
    },
    panelClosed(state) {
      state.isOpen = false;
    },
    initStarted(state) {
      state.isInitializing = true;
      state.error = null;
    },
    sessionStarted(
      state,
      action: PayloadAction<{ chatSessionId: string; initialMessages?: ChatMessage[]; status?: ChatSession['status'] }>,
    ) {
      const { chatSessionId, initialMessages = [], status = 'active' } = action.payload;
      state.isInitializing = false;
      state.error = null;
      state.session = { chatSessionId, status };
      state.messages = newOnly([], initialMessages);
      state.unread = [];
      state.receivedUpTo = newestServerId(initialMessages, 0);
    },
    sessionEnded(state) {
      if (state.session) state.session.status = 'closed';
    },
    /** Init, connection or send failures ("Could not initialize chat…"); the session, if any, stays. */
    chatFailed(state, action: PayloadAction<ChatErrorKey>) {
      state.isInitializing = false;
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
    messagesReceived(state, action: PayloadAction<ChatMessage[]>) {
      const fresh = newOnly([...state.messages, ...state.unread], action.payload);
      for (const message of fresh) insertInServerOrder(state.isOpen ? state.messages : state.unread, message);
      state.receivedUpTo = newestServerId(action.payload, state.receivedUpTo);
    },
    messageQueued(state, action: PayloadAction<{ tempId: string; text: string; timestamp: string }>) {
      const { tempId, text, timestamp } = action.payload;
      state.messages.push({ id: tempId, text, timestamp, sender: 'user', isTemporary: true });
    },
    messageSent(state, action: PayloadAction<{ tempId: string; message: ChatMessage }>) {
      const { tempId, message } = action.payload;
      const index = state.messages.findIndex((item) => item.id === tempId);
      // A poll may have delivered the server's copy first; then the temporary one just goes.
      const alreadyHeld = [...state.messages, ...state.unread].some((item) => item.id === message.id);
      if (index === -1) {
        if (!alreadyHeld) state.messages.push(message);
      } else if (alreadyHeld) {
        state.messages.splice(index, 1);
      } else {
        state.messages[index] = message;
      }
    },
    messageSendFailed(state, action: PayloadAction<{ tempId: string }>) {
      const message = state.messages.find((item) => item.id === action.payload.tempId);
      if (message) {
        message.isTemporary = false;
        message.sendError = true;
      }
    },
    messageRetried(state, action: PayloadAction<{ tempId: string }>) {
      const message = state.messages.find((item) => item.id === action.payload.tempId);
      if (message?.sendError) {
        message.sendError = false;
        message.isTemporary = true;
      }
    },
    chatReset: () => initialChatState,
  },
  extraReducers: (builder) => {
    // Chat is client-only: the server never renders a conversation, and its empty chat
    // state must not wipe an open one on navigation.
    builder.addCase(hydrated, (state) => state);
  },
});

export const {
  panelOpened,
  panelClosed,
  initStarted,
  sessionStarted,
  sessionEnded,
  chatFailed,
  errorDismissed,
  messagesReceived,
  messageQueued,
  messageSent,
  messageSendFailed,
  messageRetried,
  chatReset,
} = chatSlice.actions;
export const chatReducer = chatSlice.reducer;

/** The unread badge: replies from the team or the system, not the visitor's own messages. */
export function selectUnreadCount(state: { chat: ChatState }): number {
  return state.chat.unread.filter((message) => message.sender !== 'user').length;
}
