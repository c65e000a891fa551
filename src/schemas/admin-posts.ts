import * as z from 'zod';
import { POST_LIMITS, POST_STATUSES } from '@/lib/admin/post-editor';
import { LOCALES } from '@/lib/locales';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';
import { sitePictureSchema, slugSchema } from './admin-content-fields';

/** Request schemas of the back office's post editor. */

export const adminPostsQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText.describe('Words of a title, in either language.'),
  status: z.preprocess(blankAsMissing, z.enum(POST_STATUSES).optional()),
  language: z.preprocess(blankAsMissing, z.enum(LOCALES).optional().describe('Posts written in this language.')),
  category: z.preprocess(blankAsMissing, z.coerce.number().int().positive().optional()),
  author: z.preprocess(blankAsMissing, z.uuid().optional().describe("The author's account id.")),
});
export type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

const title = z.string().trim().min(1, { error: 'Write a title.' }).max(POST_LIMITS.title);

export const postCreateBodySchema = z.strictObject({
  language: z.enum(LOCALES).describe('The language the post is first written in.'),
  title,
});
export type PostCreateInput = z.output<typeof postCreateBodySchema>;

const postTranslationBody = z.strictObject({
  title,
  slug: slugSchema,
  excerpt: z.string().trim().max(POST_LIMITS.excerpt).describe('Blank: the opening words of the body.'),
  body_markdown: z.string().max(POST_LIMITS.body).describe('Markdown; HTML in it is sanitised like the rest.'),
  seo_title: z.string().trim().max(POST_LIMITS.seoTitle).describe('Blank: the title.'),
  seo_description: z.string().trim().max(POST_LIMITS.seoDescription).describe('Blank: the excerpt.'),
});
export type PostTranslationInput = z.output<typeof postTranslationBody>;

export const postUpdateBodySchema = z
  .strictObject({
    category_id: z.int().positive().optional(),
    tag_ids: z.array(z.int().positive()).max(POST_LIMITS.tags).optional(),
    new_tags: z
      .array(z.string().trim().min(1).max(POST_LIMITS.tagName))
      .max(POST_LIMITS.newTags)
      .optional()
      .describe('Tags to create (the same name in both languages) and put on the post.'),
    cover: sitePictureSchema.optional(),
    status: z.enum(POST_STATUSES).optional(),
    publish_at: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('With `scheduled`: when it becomes public (the editor sends Vietnam time, +07:00).'),
    translations: z
      .strictObject({ en: postTranslationBody.nullable().optional(), vi: postTranslationBody.nullable().optional() })
      .optional()
      .describe('The words in each language; null removes that language (one must remain).'),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field.' });
export type PostUpdateInput = z.output<typeof postUpdateBodySchema>;

export const postPreviewBodySchema = z.strictObject({
  markdown: z.string().max(POST_LIMITS.body),
});
