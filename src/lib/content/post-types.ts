/**
 * Reply shapes of the blog calls (spec §3 Post, §7 "Contact and blog"), shared by the
 * server's services and the pages, so both sides use one definition: zod schemas with
 * their types inferred, documented by the API reference; browser code imports the types
 * only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { localeSchema, timestampSchema } from '@/lib/api/reply-field-types';

export const postCategorySchema = z
  .object({ id: z.int(), slug: z.string().describe('The slug its tab uses in URLs.'), title: z.string() })
  .meta({ id: 'PostCategory', description: "Spec §3 `menu`: the post's category." });
export type PostCategoryDto = z.infer<typeof postCategorySchema>;

const postTagSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() }).meta({ id: 'PostTag' });
export type PostTagDto = z.infer<typeof postTagSchema>;

const postAuthorSchema = z.object({ id: z.string(), name: z.string() });

const postSummaryShape = {
  id: z.int(),
  slug: z.string(),
  language: localeSchema,
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  created_by: postAuthorSchema.nullable().describe('The author; null when the account is gone.'),
  created_at: timestampSchema,
  published_at: timestampSchema,
  menu: postCategorySchema,
  tags: z.array(postTagSchema),
};

export const postSummarySchema = z
  .object(postSummaryShape)
  .meta({ id: 'PostSummary', description: 'A post in a list: everything but its body, in one language.' });
export type PostSummary = z.infer<typeof postSummarySchema>;

const tocEntrySchema = z
  .object({ id: z.string().describe("The heading's anchor in `content`."), text: z.string(), level: z.literal([2, 3]) })
  .meta({ id: 'TocEntry', description: 'One heading of the table of contents.' });
export type TocEntry = z.infer<typeof tocEntrySchema>;

const postTranslationLinkSchema = z
  .object({ language: localeSchema, slug: z.string(), title: z.string() })
  .meta({ id: 'PostTranslation', description: 'The same post in a language: where it lives.' });

export const postDetailSchema = z
  .object({
    ...postSummaryShape,
    content: z.string().describe('Sanitised HTML; its h2/h3 carry the ids the table of contents links to.'),
    toc: z.array(tocEntrySchema),
    reading_minutes: z.int(),
    seo_title: z.string().nullable().describe('What search results show as its title; null: the title.'),
    seo_description: z.string().nullable().describe('What search results show of it; null: the description.'),
    updated_at: timestampSchema,
    translations: z
      .array(postTranslationLinkSchema)
      .describe('Every language the post is published in, this one included.'),
  })
  .meta({ id: 'PostDetail' });
export type PostDetail = z.infer<typeof postDetailSchema>;

export interface PostPage {
  posts: PostSummary[];
  page: number;
  totalPage: number;
  total: number;
}

/** The blog list for one URL: a page of posts and the category tabs. */
export interface PostListData {
  posts: PostSummary[];
  page: number;
  totalPage: number;
  categories: PostCategoryDto[];
}
