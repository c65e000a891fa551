/**
 * The back office's contact inbox replies (DESIGN.md §9): messages sent with the contact
 * form, their state, who answers them and the thread of answers. Types only for browser
 * code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema } from '@/lib/api/reply-field-types';
import { CONTACT_STATUSES } from './contact-inbox';

const adminPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).meta({ id: 'AdminPerson' });
export type AdminPerson = z.infer<typeof adminPersonSchema>;

const contactFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  language: z.enum(['en', 'vi']).describe('The language the visitor wrote from: answer in it.'),
  status: z
    .enum(CONTACT_STATUSES)
    .describe('new: nobody has opened it · in_progress · answered (a reply was mailed) · spam.'),
  assigned_to: adminPersonSchema.nullable().describe('The admin answering it; null for nobody.'),
  created_at: timestampSchema,
};

export const adminContactListItemSchema = z
  .object({ ...contactFields, reply_count: z.int().min(0) })
  .meta({ id: 'AdminContactListItem' });
export type AdminContactListItem = z.infer<typeof adminContactListItemSchema>;

const contactReplySchema = z
  .object({
    id: z.int(),
    body: z.string(),
    author: adminPersonSchema.nullable().describe('null once that account is gone.'),
    created_at: timestampSchema,
  })
  .meta({ id: 'AdminContactReply' });

export const adminContactSchema = z
  .object({
    ...contactFields,
    phone: z.string().nullable(),
    message: z.string(),
    replies: z.array(contactReplySchema).describe('The answers mailed from the inbox, oldest first.'),
  })
  .meta({ id: 'AdminContact', description: 'A contact message with its thread of answers.' });
export type AdminContact = z.infer<typeof adminContactSchema>;
