import * as z from 'zod';
import { MAX_SOURCE_CODE_SCREENSHOTS } from '@/lib/commerce/product-types';
import { adminPageQuery, adminSearchText } from './admin';
import {
  bilingualText,
  MAX_PRICE_VND,
  sitePictureSchema,
  slugSchema,
  technologiesSchema,
} from './admin-content-fields';

/** Request schemas of the back office's source codes. */

const changelogText = z.string().trim().min(1, { error: 'Say what changed.' }).max(5_000);

const versionNumber = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/, { error: 'Letters, digits, dots, + or -, e.g. 2.1.0.' });

const archiveUploadId = z.uuid().describe('The archive, uploaded first with POST /api/admin/uploads?kind=archive.');

export const newVersionBodySchema = z.strictObject({
  upload_id: archiveUploadId,
  version: versionNumber.describe('New for the product: e.g. 2.1.0.'),
  changelog: z.strictObject({ en: changelogText, vi: changelogText }).describe('What changed, in both languages.'),
});
export type NewVersionInput = z.output<typeof newVersionBodySchema>;

const SOURCE_CODE_STATUSES = ['draft', 'published'] as const;
export type SourceCodeStatus = (typeof SOURCE_CODE_STATUSES)[number];

const sourceCodeFields = {
  slug: slugSchema,
  title: bilingualText(200),
  short_description: bilingualText(500, { required: false }),
  description: bilingualText(20_000, { required: false }),
  price_vnd: z.int().min(0).max(MAX_PRICE_VND).describe('0 makes it free: granted by a zero-total order.'),
  tech_stack: technologiesSchema.describe(
    'Technologies by their own names (React, PostgreSQL…), shown on the card and the page.',
  ),
  filter_ids: z
    .array(z.int().positive())
    .max(20)
    .describe('The facets it is listed under (GET /api/source-codes/filter-groups): technology, kind of project…'),
  thumbnail: sitePictureSchema,
  gallery: z.array(sitePictureSchema).max(MAX_SOURCE_CODE_SCREENSHOTS).describe('Screenshots, in display order.'),
  demo_url: z
    .url({ protocol: /^https?$/, error: 'A web address starting with https:// or http://.' })
    .max(500)
    .nullable()
    .describe('A live demo; null for none.'),
  status: z
    .enum(SOURCE_CODE_STATUSES)
    .describe(
      'published lists and sells it (its short description and description must be written in both languages); draft takes it off sale, buyers keep their downloads.',
    ),
};

export const createSourceCodeBodySchema = z.strictObject({
  ...sourceCodeFields,
  short_description: sourceCodeFields.short_description.optional(),
  description: sourceCodeFields.description.optional(),
  tech_stack: sourceCodeFields.tech_stack.optional(),
  filter_ids: sourceCodeFields.filter_ids.optional(),
  thumbnail: sourceCodeFields.thumbnail.optional(),
  gallery: sourceCodeFields.gallery.optional(),
  demo_url: sourceCodeFields.demo_url.optional(),
  status: sourceCodeFields.status.default('draft'),
  first_version: z
    .strictObject({
      upload_id: archiveUploadId,
      version: versionNumber.default('1.0.0'),
      changelog: z.strictObject({ en: changelogText, vi: changelogText }).optional(),
    })
    .describe('The archive buyers download, as its first version (the changelog defaults to "First release.").'),
});
export type CreateSourceCodeInput = z.output<typeof createSourceCodeBodySchema>;

export const updateSourceCodeBodySchema = z
  .strictObject(sourceCodeFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateSourceCodeInput = z.output<typeof updateSourceCodeBodySchema>;

export const adminSourceCodesQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText.describe('Words of the title (either language) or the slug.'),
});
export type AdminSourceCodesQuery = z.output<typeof adminSourceCodesQuerySchema>;
