/**
 * The back office's post replies (DESIGN.md §9): a post with its words in each language it
 * is written in. Types only for browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { localeSchema, timestampSchema } from '@/lib/api/reply-field-types';
import { POST_STATUSES } from './post-editor';

const postStatusSchema = z
  .enum(POST_STATUSES)
  .describe('draft · scheduled (public from `published_at`) · published · archived (taken down).');

const authorSchema = z
  .object({ id: z.string(), name: z.string() })
  .nullable()
  .describe('null once that account is gone.');

/** A category or tag the editor offers, named in both languages. */
const postTaxonomySchema = z.object({ id: z.int(), name_en: z.string(), name_vi: z.string() });
export type PostTaxonomy = z.infer<typeof postTaxonomySchema>;

export const adminPostListItemSchema = z
  .object({
    id: z.int(),
    status: postStatusSchema,
    published_at: timestampSchema.nullable(),
    category: postTaxonomySchema,
    author: authorSchema,
    translations: z.array(z.object({ language: localeSchema, title: z.string(), slug: z.string() })),
    updated_at: timestampSchema,
  })
  .meta({ id: 'AdminPostListItem' });
export type AdminPostListItem = z.infer<typeof adminPostListItemSchema>;

const adminPostTranslationSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    body_markdown: z.string(),
    seo_title: z.string(),
    seo_description: z.string(),
  })
  .meta({ id: 'AdminPostTranslation' });
export type AdminPostTranslation = z.infer<typeof adminPostTranslationSchema>;

export const adminPostSchema = z
  .object({
    id: z.int(),
    status: postStatusSchema,
    published_at: timestampSchema.nullable().describe('When it is, was or will be public.'),
    category_id: z.int(),
    tag_ids: z.array(z.int()),
    cover: z.string(),
    author: authorSchema,
    translations: z
      .object({ en: adminPostTranslationSchema.nullable(), vi: adminPostTranslationSchema.nullable() })
      .describe('The same post in each language, linked: null where it is not written yet.'),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'AdminPost' });
export type AdminPost = z.infer<typeof adminPostSchema>;

export const postPreviewSchema = z
  .object({
    html: z.string().describe('The body as the public post page renders it: the same code, the same sanitiser.'),
    reading_minutes: z.int(),
  })
  .meta({ id: 'PostPreview' });
export type PostPreview = z.infer<typeof postPreviewSchema>;
