import * as z from 'zod';
import {
  ADMIN_CHAT_LIST_DEFAULT_STATUS,
  ADMIN_CHAT_LIST_PAGE_SIZE,
  CHAT_HISTORY_MAX_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE,
} from '@/lib/chat/chat-limits';
import { chatMessageTextSchema, chatNameSchema, chatPhoneSchema } from './chat-fields';

/**
 * Query and body schemas of the chat calls (spec §7 "Chat"). The field rules themselves
 * (text, name, phone) are in chat-fields.ts, which the widget shares.
 */

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const sessionId = z.uuid({ error: 'Invalid session id' });
/** Spec §7 sends the caller's id along; when given, it must be the caller's (checked by the service). */
const userId = z.string().trim().min(1).max(100).optional();
/** A message id; 0 = before the first message. */
const messageId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const page = z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(10_000).default(1));

/** POST /api/chat/initialize. Visitors starting out send name and phone; the service decides what is required. */
export const initializeBodySchema = z.object({
  userId,
  userName: z.optional(chatNameSchema),
  userPhone: z.optional(chatPhoneSchema),
});
export type InitializeInput = z.output<typeof initializeBodySchema>;

export const sendMessageBodySchema = z.object({ sessionId, userId, text: chatMessageTextSchema });
export type SendMessageInput = z.output<typeof sendMessageBodySchema>;

export const pollQuerySchema = z.object({
  sessionId,
  lastMessageId: z.preprocess(blankAsMissing, messageId.default(0)),
});

export const historyQuerySchema = z.object({
  sessionId,
  page,
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(CHAT_HISTORY_MAX_PAGE_SIZE).default(CHAT_HISTORY_PAGE_SIZE),
  ),
});

export const statusBodySchema = z.object({ sessionId, userId, status: z.enum(['online', 'offline']) });

/** Marks the conversation read up to `lastMessageId` (what the reader has on screen), or to its newest message. */
export const readBodySchema = z.object({ sessionId, lastMessageId: messageId.optional() });

const ADMIN_CHAT_STATUS_FILTERS = ['active', 'closed', 'all'] as const;

export const adminChatsQuerySchema = z.object({
  status: z.preprocess(blankAsMissing, z.enum(ADMIN_CHAT_STATUS_FILTERS).default(ADMIN_CHAT_LIST_DEFAULT_STATUS)),
  page,
  limit: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().positive().max(CHAT_HISTORY_MAX_PAGE_SIZE).default(ADMIN_CHAT_LIST_PAGE_SIZE),
  ),
});

/**
 * An admin's reply. `lastMessageId` is the newest message the console had on screen: the
 * reply marks the conversation read up to it (without it, up to the reply), so a contact
 * message that arrived unseen while the admin typed stays unread.
 */
export const adminSendBodySchema = z.object({
  sessionId,
  text: chatMessageTextSchema,
  lastMessageId: messageId.optional(),
});

export const sessionBodySchema = z.object({ sessionId });
