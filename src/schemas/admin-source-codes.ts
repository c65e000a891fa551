import * as z from 'zod';
import { adminPageQuery, adminSearchText } from './admin';

/** Request schemas of the back office's source codes. */

const changelogText = z.string().trim().min(1, { error: 'Say what changed.' }).max(5_000);

export const newVersionBodySchema = z.strictObject({
  upload_id: z.uuid().describe('The archive, uploaded first with POST /api/admin/uploads?kind=archive.'),
  version: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/, { error: 'Letters, digits, dots, + or -, e.g. 2.1.0.' })
    .describe('New for the product: e.g. 2.1.0.'),
  changelog: z.strictObject({ en: changelogText, vi: changelogText }).describe('What changed, in both languages.'),
});
export type NewVersionInput = z.output<typeof newVersionBodySchema>;

export const adminSourceCodesQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText.describe('Words of the title (either language) or the slug.'),
});
export type AdminSourceCodesQuery = z.output<typeof adminSourceCodesQuerySchema>;
