/**
 * The chat API's reply shapes (spec §3 chat message, chat session, admin chat item; §7
 * "Chat"). The server builds them (src/server/services/chat) and the widget and the admin
 * console read them: one definition for both sides. Zod schemas with their types inferred,
 * documented by the API reference; browser code imports the types only (see
 * src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema } from '@/lib/api/reply-field-types';

const chatSenderSchema = z.enum(['user', 'admin', 'system']);
const chatSessionStatusSchema = z.enum(['active', 'closed']);
export type ChatSessionStatus = z.infer<typeof chatSessionStatusSchema>;
const chatPresenceSchema = z.enum(['online', 'offline']);
export type ChatPresence = z.infer<typeof chatPresenceSchema>;

const chatMessageShape = {
  id: z.int().describe('Increasing within a conversation: the `lastMessageId` cursor of the poll.'),
  text: z.string(),
  sender: chatSenderSchema.describe("`user` is the visitor or signed-in user; `system` the site's own notes."),
  timestamp: timestampSchema,
  read: z
    .boolean()
    .describe(
      "Whether the other side has read it: an admin, for the contact's messages; the contact, for admin and system messages.",
    ),
};

export const chatMessageSchema = z
  .object(chatMessageShape)
  .meta({ id: 'ChatMessage', description: 'One message of a conversation.' });
export type ChatMessageDto = z.infer<typeof chatMessageSchema>;

export const chatInitializeReplySchema = z
  .object({
    chatSessionId: z.uuid(),
    initialMessages: z
      .array(chatMessageSchema)
      .describe('The conversation so far, oldest first (at most one history page).'),
    status: chatSessionStatusSchema,
    userId: z.string().describe("The contact: the signed-in user's id, or the visitor's `visitor_…` id."),
    chatToken: z
      .string()
      .nullable()
      .describe('Visitors only: the credential of this session, sent back as X-Chat-Token. Null for signed-in users.'),
  })
  .meta({ id: 'ChatInitializeReply' });
export type ChatInitializeReply = z.infer<typeof chatInitializeReplySchema>;

export const chatPollReplySchema = z
  .object({ messages: z.array(chatMessageSchema), status: chatSessionStatusSchema })
  .meta({
    id: 'ChatPollReply',
    description: 'What arrived after `lastMessageId`, and whether the conversation is still open.',
  });
export type ChatPollReply = z.infer<typeof chatPollReplySchema>;

const chatContactSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phoneNumber: z.string().nullable(),
    kind: z.enum(['visitor', 'user']).describe('A registered visitor, or a signed-in user.'),
    email: z
      .string()
      .nullable()
      .describe(
        "A user's email once verified, or the email a visitor gave when registering; else null. A transcript goes there.",
      ),
  })
  .meta({ id: 'ChatContact', description: 'The contact of a conversation (spec §3 admin chat item `user`).' });

export const adminChatItemSchema = z
  .object({
    sessionId: z.uuid(),
    user: chatContactSchema,
    lastMessage: chatMessageSchema.nullable(),
    unreadCount: z.int().describe("The contact's messages no admin has read yet."),
    startedAt: timestampSchema,
    isOnline: z.boolean(),
    status: chatSessionStatusSchema,
    closedAt: timestampSchema.nullable(),
    assignedTo: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .describe('The admin looking after the conversation; null for nobody.'),
    language: z.enum(['en', 'vi']).describe("The conversation's language: its canned replies and transcript use it."),
  })
  .meta({ id: 'AdminChatItem', description: 'Spec §3 admin chat item.' });
export type AdminChatItem = z.infer<typeof adminChatItemSchema>;

const adminNewMessageSchema = z
  .object({ ...chatMessageShape, sessionId: z.uuid(), userName: z.string() })
  .meta({ id: 'AdminNewMessage', description: "One unread message in the admins' feed." });
export type AdminNewMessage = z.infer<typeof adminNewMessageSchema>;

export const adminNewMessagesReplySchema = z
  .object({
    unreadCount: z.int(),
    sessionCount: z.int(),
    messages: z.array(adminNewMessageSchema).describe('Every unread contact message, newest first (at most 50).'),
  })
  .meta({ id: 'AdminNewMessagesReply' });
export type AdminNewMessagesReply = z.infer<typeof adminNewMessagesReplySchema>;

export const chatStatusReplySchema = z.object({ status: chatPresenceSchema }).meta({ id: 'ChatStatusReply' });
export type ChatStatusReply = z.infer<typeof chatStatusReplySchema>;

export const chatReadReplySchema = z
  .object({ readUpTo: z.int().describe("The newest message id now read by the caller's side.") })
  .meta({ id: 'ChatReadReply' });
export type ChatReadReply = z.infer<typeof chatReadReplySchema>;

export const closedChatSchema = z
  .object({
    sessionId: z.uuid(),
    status: z.literal('closed'),
    closedAt: timestampSchema,
    transcriptTo: z
      .string()
      .nullable()
      .optional()
      .describe('Where the transcript was mailed, when it was asked for (`sendTranscript`); else null.'),
  })
  .meta({ id: 'ClosedChat' });
export type ClosedChat = z.infer<typeof closedChatSchema>;
