/**
 * The back office's source-code replies (DESIGN.md §9): a product's versions. Types only
 * for browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema, vndSchema } from '@/lib/api/reply-field-types';

export const adminSourceCodeListItemSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    title: z.object({ en: z.string(), vi: z.string() }),
    price_vnd: vndSchema,
    version: z.string().describe('The version buyers download now.'),
    file_size_bytes: z.int().min(0),
    published: z.boolean(),
    sales_count: z.int().min(0),
    updated_at: timestampSchema,
  })
  .meta({ id: 'AdminSourceCodeListItem' });
export type AdminSourceCodeListItem = z.infer<typeof adminSourceCodeListItemSchema>;

const sourceCodeVersionSchema = z
  .object({
    id: z.int(),
    version: z.string(),
    changelog: z.object({ en: z.string(), vi: z.string() }),
    file_name: z.string(),
    file_size_bytes: z.int().min(0),
    created_by: z.string().nullable().describe("The admin's email; null for the first version or a removed account."),
    created_at: timestampSchema,
  })
  .meta({ id: 'AdminSourceCodeVersion' });

export const sourceCodeVersionsSchema = z
  .object({
    current: z.string().describe('The version buyers download now (the latest).'),
    versions: z.array(sourceCodeVersionSchema).describe('Newest first.'),
  })
  .meta({ id: 'AdminSourceCodeVersions' });
export type AdminSourceCodeVersions = z.infer<typeof sourceCodeVersionsSchema>;
