/**
 * The source-code products' reply shapes (spec §7 "Source code"), in the reply's language:
 * zod schemas with their types inferred, documented by the API reference; browser code
 * imports the types only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema, vndSchema } from '@/lib/api/reply-field-types';

const filterOptionSchema = z
  .object({ value: z.int().describe("The option's id."), label: z.string(), slug: z.string() })
  .meta({ id: 'FilterOption', description: 'Spec §3 "category option": value is the id, label is the name.' });

export const filterGroupSchema = z
  .object({ id: z.int(), slug: z.string(), name: z.string(), options: z.array(filterOptionSchema) })
  .meta({ id: 'FilterGroup' });
export type FilterGroup = z.infer<typeof filterGroupSchema>;

const sourceCodeSummaryShape = {
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  thumbnail: z.string(),
  price_vnd: vndSchema,
  is_free: z.boolean(),
  tech_stack: z.array(z.string()),
  sales_count: z.int(),
  published_at: timestampSchema.nullable(),
};

export const sourceCodeSummarySchema = z.object(sourceCodeSummaryShape).meta({ id: 'SourceCodeSummary' });
export type SourceCodeSummary = z.infer<typeof sourceCodeSummarySchema>;

export const sourceCodeDetailSchema = z
  .object({
    ...sourceCodeSummaryShape,
    description: z.string(),
    gallery: z.array(z.string()),
    version: z.string(),
    demo_url: z.string().nullable(),
    file_name: z.string(),
    file_size_bytes: z.int().min(0),
    updated_at: timestampSchema,
    filters: z
      .array(z.object({ group: z.string(), options: z.array(z.string()) }))
      .describe('The facets it is listed under, by group.'),
  })
  .meta({ id: 'SourceCodeDetail' });
export type SourceCodeDetail = z.infer<typeof sourceCodeDetailSchema>;

export interface SourceCodePage {
  items: SourceCodeSummary[];
  page: number;
  totalPage: number;
  total: number;
}

/** The /source-codes page's data for one search: a page of products and the facets. */
export interface SourceCodeSearchResult extends SourceCodePage {
  groups: FilterGroup[];
}

export const downloadLinkSchema = z
  .object({
    path_file: z.string().describe('A link to the file, signed for the buyer; it stops working at `expires_at`.'),
    expires_at: timestampSchema,
  })
  .meta({ id: 'DownloadLink' });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;
