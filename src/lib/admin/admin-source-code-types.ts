/**
 * The back office's source-code replies (DESIGN.md §9): the products as the list and the
 * editor show them, and a product's versions. Types only
 * for browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { bilingualSchema, timestampSchema, vndSchema } from '@/lib/api/reply-field-types';

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

export const adminSourceCodeSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    status: z.enum(['draft', 'published']),
    title: bilingualSchema,
    short_description: bilingualSchema,
    description: bilingualSchema,
    price_vnd: vndSchema,
    tech_stack: z.array(z.string()),
    filter_ids: z.array(z.int()).describe('The facets it is listed under.'),
    thumbnail: z.string(),
    gallery: z.array(z.string()).describe('Screenshots, in display order.'),
    demo_url: z.string().nullable(),
    version: z.string().describe('The version buyers download now.'),
    file_name: z.string(),
    file_size_bytes: z.int().min(0),
    sales_count: z.int().min(0),
    published_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'AdminSourceCode', description: 'A source-code product with every field the editor changes.' });
export type AdminSourceCode = z.infer<typeof adminSourceCodeSchema>;
