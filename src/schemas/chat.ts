import * as z from 'zod';
import {
  ADMIN_CHAT_LIST_DEFAULT_STATUS,
  ADMIN_CHAT_LIST_PAGE_SIZE,
  CHAT_HISTORY_MAX_PAGE_SIZE,
  CHAT_HISTORY_PAGE_SIZE,
} from '@/lib/chat/chat-limits';
import { ADMIN_CHAT_ASSIGNED_FILTERS } from '@/lib/chat/chat-tools';
import { adminSearchText } from './admin';
import { emailSchema } from './auth';
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
  userEmail: z
    .preprocess(blankAsMissing, z.optional(emailSchema))
    .describe('Optional, for a transcript of the conversation by mail. Signed-in users: their account email is used.'),
});
export type InitializeInput = z.output<typeof initializeBodySchema>;

export const sendMessageBodySchema = z.object({ sessionId, userId, text: chatMessageTextSchema });
export type SendMessageInput = z.output<typeof sendMessageBodySchema>;

/** GET /api/chat/stream: the conversation whose changes are pushed. */
export const streamQuerySchema = z.object({ sessionId });

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
  q: adminSearchText.describe(
    "Words of the contact's name, phone or email, or of the conversation's messages (every word must match).",
  ),
  assigned: z
    .preprocess(blankAsMissing, z.enum(ADMIN_CHAT_ASSIGNED_FILTERS).default('all'))
    .describe('`me`: assigned to the caller · `nobody`: unassigned · `all`.'),
});
export type AdminChatsQuery = z.output<typeof adminChatsQuerySchema>;

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

/** Closing a conversation; `sendTranscript` mails its messages to the contact's email first. */
export const closeBodySchema = z.object({
  sessionId,
  sendTranscript: z
    .boolean()
    .optional()
    .describe(
      "Mail the conversation's messages (never the internal notes) to the contact's email, in the conversation's language. Refused (400) when there is no email.",
    ),
});
