/**
 * The chat API's reply shapes (spec §3 chat message, chat session, admin chat item; §7
 * "Chat"). The server builds them (src/server/services/chat) and the widget and the admin
 * console read them: one definition for both sides.
 */

type ChatSender = 'user' | 'admin' | 'system';
export type ChatSessionStatus = 'active' | 'closed';
export type ChatPresence = 'online' | 'offline';

/** One message of a conversation. `sender: 'user'` is the visitor or signed-in user. */
export interface ChatMessageDto {
  /** Increasing within a conversation: the `lastMessageId` cursor of the poll. */
  id: number;
  text: string;
  sender: ChatSender;
  /** ISO 8601. */
  timestamp: string;
  /**
   * Whether the other side has read it: an admin, for the contact's messages; the
   * contact, for admin and system messages.
   */
  read: boolean;
}

/** POST /api/chat/initialize. */
export interface ChatInitializeReply {
  chatSessionId: string;
  /** The conversation so far, oldest first (at most one history page). */
  initialMessages: ChatMessageDto[];
  status: ChatSessionStatus;
  /** The contact: the signed-in user's id, or the visitor's `visitor_…` id. */
  userId: string;
  /** Visitors only: the credential of this session, sent back as X-Chat-Token. Null for signed-in users. */
  chatToken: string | null;
}

/** GET /api/chat/messages: what arrived after `lastMessageId`, and whether the conversation is still open. */
export interface ChatPollReply {
  messages: ChatMessageDto[];
  status: ChatSessionStatus;
}

/** The contact of a conversation as the admin list shows it (spec §3 admin chat item `user`). */
interface ChatContact {
  id: string;
  name: string;
  phoneNumber: string | null;
  /** A registered visitor, or a signed-in user (with their email once verified, else null). */
  kind: 'visitor' | 'user';
  email: string | null;
}

/** GET /api/admin/chats: spec §3 admin chat item. */
export interface AdminChatItem {
  sessionId: string;
  user: ChatContact;
  lastMessage: ChatMessageDto | null;
  /** The contact's messages no admin has read yet. */
  unreadCount: number;
  startedAt: string;
  isOnline: boolean;
  status: ChatSessionStatus;
  closedAt: string | null;
}

/** One unread message in the admins' feed. */
export interface AdminNewMessage extends ChatMessageDto {
  sessionId: string;
  userName: string;
}

/** GET /api/chat/admin/messages/new: every unread contact message (newest first, capped), and the totals. */
export interface AdminNewMessagesReply {
  unreadCount: number;
  sessionCount: number;
  messages: AdminNewMessage[];
}

/** PUT /api/chat/status. */
export interface ChatStatusReply {
  status: ChatPresence;
}

/** PUT …/messages/read: the newest message id now read by the caller's side. */
export interface ChatReadReply {
  readUpTo: number;
}
