import * as z from 'zod';
import { CONTACT_STATUSES, MAX_CONTACT_REPLY_LENGTH } from '@/lib/admin/contact-inbox';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';

/** Request schemas of the back office's contact inbox. */

export const adminContactsQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText.describe('Words of the name, email address or subject.'),
  status: z.preprocess(blankAsMissing, z.enum(CONTACT_STATUSES).optional()),
  assigned: z.preprocess(
    blankAsMissing,
    z
      .union([z.literal('me'), z.literal('nobody'), z.uuid()])
      .optional()
      .describe("`me`, `nobody`, or an admin's id."),
  ),
});
export type AdminContactsQuery = z.output<typeof adminContactsQuerySchema>;

export const contactIdParamSchema = z.object({ id: z.uuid() });

export const contactUpdateBodySchema = z
  .strictObject({
    status: z.enum(CONTACT_STATUSES).optional(),
    assigned_to: z.uuid().nullable().optional().describe("An admin's id; null for nobody."),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field.' });
export type ContactUpdateInput = z.output<typeof contactUpdateBodySchema>;

export const contactReplyBodySchema = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write the answer.' })
    .max(MAX_CONTACT_REPLY_LENGTH)
    .describe(
      "The answer, plain text: mailed to the sender in the language they wrote from, under the message's subject.",
    ),
});
export type ContactReplyInput = z.output<typeof contactReplyBodySchema>;
