/**
 * The admins' chat tools' facts that the server's schemas and the console share (plain
 * constants: the console imports them, never a schema).
 */
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits';

/** A canned reply's shortcut, typed after `/`: lower-case letters, digits, `-` and `_`. */
export const CANNED_SHORTCUT_PATTERN = /^[a-z0-9_-]+$/;
export const CANNED_SHORTCUT_MAX_LENGTH = 32;
/** A canned reply becomes a message: no longer than one. */
export const CANNED_TEXT_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

/** An internal note is a line or a paragraph, like a message. */
export const CHAT_NOTE_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

/** What an admin says they are in the console: away counts as not online for the widget. */
export const ADMIN_CHAT_STATUSES = ['online', 'away'] as const;
export type AdminChatStatus = (typeof ADMIN_CHAT_STATUSES)[number];

/** The console list's assignee filter: mine, nobody's, or everyone's. */
export const ADMIN_CHAT_ASSIGNED_FILTERS = ['all', 'me', 'nobody'] as const;
export type AdminChatAssignedFilter = (typeof ADMIN_CHAT_ASSIGNED_FILTERS)[number];
