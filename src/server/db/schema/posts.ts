import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentLanguage } from './catalog';

/**
 * The blog (issue 6). A post is language-neutral (category, thumbnail, author, dates); its
 * words live in one `post_translations` row per language, each with its own slug — so a
 * post can be published in one language first and translated later, and each language has
 * a URL in its own words (Ghost's most asked-for missing feature).
 */

export const postCategories = pgTable(
  'post_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Natural key: the seed upserts by it.
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('post_categories_slug_unique').on(table.slug)],
);

export type PostCategory = typeof postCategories.$inferSelect;

export const postTags = pgTable(
  'post_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
  },
  (table) => [uniqueIndex('post_tags_slug_unique').on(table.slug)],
);

export type PostTag = typeof postTags.$inferSelect;

/**
 * draft: being written, never public · scheduled: public from `published_at` on (the server
 * marks it published then) · published · archived: taken down, kept for the record.
 */
export const postStatus = pgEnum('post_status', ['draft', 'scheduled', 'published', 'archived']);
export type PostStatus = (typeof postStatus.enumValues)[number];

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => postCategories.id, { onDelete: 'restrict' }),
    /** A path under /public (or an absolute URL). */
    thumbnail: text('thumbnail').notNull(),
    // The author's account; a deleted account leaves its posts in place, unattributed.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: postStatus('status').notNull().default('draft'),
    /**
     * When it is (or was, or will be) public: set for scheduled and published posts. A post is
     * public while its status is scheduled or published and this time has come, so a
     * scheduled post appears on time on every instance, before the publication sweep runs.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('posts_published_at_idx').on(table.publishedAt),
    index('posts_category_id_idx').on(table.categoryId),
    // The publication sweep reads only scheduled posts.
    index('posts_scheduled_idx')
      .on(table.publishedAt)
      .where(sql`${table.status} = 'scheduled'`),
    check(
      'posts_public_has_published_at',
      sql`${table.status} not in ('scheduled', 'published') or ${table.publishedAt} is not null`,
    ),
  ],
);

export type Post = typeof posts.$inferSelect;

export const postTranslations = pgTable(
  'post_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    language: contentLanguage('language').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /**
     * What the writer wrote in the back office's editor; null for a post written as HTML (the
     * seed's), which the editor then opens as its Markdown (Markdown keeps HTML as is).
     */
    bodyMarkdown: text('body_markdown'),
    /** Sanitised HTML (src/server/services/blog/sanitize-post-html.ts), made from the Markdown — sanitised again when read. */
    contentHtml: text('content_html').notNull(),
    /** What search results show, when not the title and the description. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('post_translations_language_slug_unique').on(table.language, table.slug),
    uniqueIndex('post_translations_post_language_unique').on(table.postId, table.language),
  ],
);

export type PostTranslation = typeof postTranslations.$inferSelect;

export const postTagAssignments = pgTable(
  'post_tag_assignments',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => postTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    // Related posts look posts up by tag.
    index('post_tag_assignments_tag_id_idx').on(table.tagId),
  ],
);
