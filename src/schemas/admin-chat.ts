import * as z from 'zod';
import { LOCALES } from '@/lib/locales';
import {
  ADMIN_CHAT_STATUSES,
  CANNED_SHORTCUT_MAX_LENGTH,
  CANNED_SHORTCUT_PATTERN,
  CANNED_TEXT_MAX_LENGTH,
  CHAT_NOTE_MAX_LENGTH,
} from '@/lib/chat/chat-tools';
import { blankAsMissing } from './admin';

/** Request schemas of the admins' chat tools: canned replies, notes, assignment, their own status. */

/** Typed with or without its slash, in any case: stored as `price`. */
const shortcut = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\//, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'Give the shortcut.' })
      .max(CANNED_SHORTCUT_MAX_LENGTH)
      .regex(CANNED_SHORTCUT_PATTERN, { error: 'Use lower-case letters, digits, - and _ only.' }),
  )
  .describe('Typed after `/` in the reply box; lower-case letters, digits, `-`, `_`. A leading `/` is dropped.');

const replyText = z
  .string()
  .trim()
  .min(1, { error: 'Write the reply.' })
  .max(CANNED_TEXT_MAX_LENGTH)
  .describe('Inserted into the reply box for the admin to edit and send.');

const language = z.enum(LOCALES);

export const cannedRepliesQuerySchema = z.object({
  language: z
    .preprocess(blankAsMissing, language.optional())
    .describe("Only this language's replies (the conversation's); all when absent."),
});

export const cannedReplyCreateBodySchema = z.strictObject({ language, shortcut, text: replyText });
export type CannedReplyCreateInput = z.output<typeof cannedReplyCreateBodySchema>;

export const cannedReplyUpdateBodySchema = z
  .strictObject({ language: language.optional(), shortcut: shortcut.optional(), text: replyText.optional() })
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field.' });
export type CannedReplyUpdateInput = z.output<typeof cannedReplyUpdateBodySchema>;

export const cannedReplyIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const chatSessionIdParamSchema = z.object({ id: z.uuid() });

export const chatNoteBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(CHAT_NOTE_MAX_LENGTH)
    .describe('Seen by the team only, never by the contact.'),
});

export const chatSessionUpdateBodySchema = z.strictObject({
  assignedTo: z.uuid().nullable().describe("An admin's id; null for nobody."),
});
export type ChatSessionUpdateInput = z.output<typeof chatSessionUpdateBodySchema>;

export const adminChatPresenceBodySchema = z.strictObject({
  status: z
    .enum(ADMIN_CHAT_STATUSES)
    .describe('away: visitors are told no admin is online, even with the console open.'),
});
