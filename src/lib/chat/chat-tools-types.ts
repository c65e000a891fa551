/**
 * The reply shapes of the admins' chat tools (issue 23, item 6): canned replies, internal
 * notes, the admin's own status. Zod schemas with their types inferred, documented by the API
 * reference; browser code imports the types only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { localeSchema, timestampSchema } from '@/lib/api/reply-field-types';
import { ADMIN_CHAT_STATUSES } from './chat-tools';

const chatAdminSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'ChatAdmin', description: 'An admin, by name.' });
export type ChatAdmin = z.infer<typeof chatAdminSchema>;

export const cannedReplySchema = z
  .object({
    id: z.int(),
    language: localeSchema.describe('Offered in conversations of this language only.'),
    shortcut: z.string().describe('Without the slash: `price` is typed `/price`. Unique per language.'),
    text: z.string(),
    createdBy: chatAdminSchema.nullable().describe('null once that account is gone.'),
    createdAt: timestampSchema,
    updatedBy: chatAdminSchema.nullable(),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'CannedReply', description: 'A reply the team inserts by typing `/shortcut` in the console.' });
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const chatNoteSchema = z
  .object({
    id: z.int(),
    text: z.string(),
    author: chatAdminSchema.nullable().describe('null once that account is gone.'),
    createdAt: timestampSchema,
  })
  .meta({ id: 'ChatNote', description: "An admin's internal note on a conversation: the contact never sees it." });
export type ChatNote = z.infer<typeof chatNoteSchema>;

export const adminChatPresenceSchema = z
  .object({
    status: z.enum(ADMIN_CHAT_STATUSES).describe("The caller's own status: away counts as not online."),
    anyAdminOnline: z
      .boolean()
      .describe('Whether visitors are told someone is there: an admin online and seen in the last 30 s.'),
  })
  .meta({ id: 'AdminChatPresence' });
export type AdminChatPresence = z.infer<typeof adminChatPresenceSchema>;
