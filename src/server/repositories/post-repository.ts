import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import {
  postCategories,
  posts,
  postTagAssignments,
  postTags,
  postTranslations,
  type Post,
  type PostCategory,
  type PostStatus,
  type PostTag,
} from '../db/schema/posts';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** Database access for posts and their translations; only published posts are ever read. */

/**
 * The condition "this post row is public": published or scheduled, and its time has come (a
 * scheduled post is public from its time on, whether or not the sweep has marked it yet).
 */
function postPublished(now: Date = new Date()): SQL {
  return and(
    inArray(posts.status, ['published', 'scheduled']),
    isNotNull(posts.publishedAt),
    lte(posts.publishedAt, now),
  )!;
}

/** A translation's columns without its body, for lists. */
const summaryTranslation = {
  id: postTranslations.id,
  language: postTranslations.language,
  slug: postTranslations.slug,
  title: postTranslations.title,
  description: postTranslations.description,
  updatedAt: postTranslations.updatedAt,
};

const rowColumns = {
  post: posts,
  translation: summaryTranslation,
  category: postCategories,
  author: { id: users.id, name: users.name },
};

export interface PostRow {
  post: Post;
  translation: {
    id: number;
    language: Locale;
    slug: string;
    title: string;
    description: string;
    updatedAt: Date;
  };
  category: PostCategory;
  author: { id: string; name: string } | null;
}

export interface PostRowWithBody extends PostRow {
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

function selectRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.createdBy));
}

function selectRowsWithBody(db: Executor) {
  return db
    .select({
      ...rowColumns,
      contentHtml: postTranslations.contentHtml,
      seoTitle: postTranslations.seoTitle,
      seoDescription: postTranslations.seoDescription,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.createdBy));
}

const NEWEST_FIRST = [desc(posts.publishedAt), desc(posts.id)];

export interface PostSearch {
  /** Only posts published in this language; the keyword is matched against its words. */
  language: Locale;
  keyword?: string;
  categoryId?: number;
  limit: number;
  offset: number;
}

/** One page of matching posts, newest first, and how many match in all. */
export async function search(filters: PostSearch, db: Executor = getDb()): Promise<{ rows: PostRow[]; total: number }> {
  const conditions: SQL[] = [eq(postTranslations.language, filters.language), postPublished()];
  if (filters.keyword) {
    conditions.push(keywordCondition(filters.keyword, [postTranslations.title, postTranslations.description]));
  }
  if (filters.categoryId !== undefined) conditions.push(eq(posts.categoryId, filters.categoryId));
  const where = and(...conditions);

  const [rows, [totalRow]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ value: count() })
      .from(postTranslations)
      .innerJoin(posts, eq(posts.id, postTranslations.postId))
      .where(where),
  ]);
  return { rows: rows as PostRow[], total: totalRow?.value ?? 0 };
}

/** The published post whose translation in `language` has this slug, with its body. */
export async function findBySlug(
  language: Locale,
  slug: string,
  db: Executor = getDb(),
): Promise<PostRowWithBody | null> {
  const [row] = await selectRowsWithBody(db)
    .where(and(eq(postTranslations.language, language), eq(postTranslations.slug, slug), postPublished()))
    .limit(1);
  return (row as PostRowWithBody | undefined) ?? null;
}

export interface TranslationRef {
  postId: number;
  language: Locale;
  slug: string;
  title: string;
}

const translationRefColumns = {
  postId: postTranslations.postId,
  language: postTranslations.language,
  slug: postTranslations.slug,
  title: postTranslations.title,
};

/** Published translations that use a slug, in any language (a link may carry the other language's slug). */
export async function findTranslationsBySlug(slug: string, db: Executor = getDb()): Promise<TranslationRef[]> {
  return db
    .select(translationRefColumns)
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(and(eq(postTranslations.slug, slug), postPublished()))
    .orderBy(asc(postTranslations.language));
}

/** Every translation of the given posts, in language order. */
export async function listTranslations(postIds: number[], db: Executor = getDb()): Promise<TranslationRef[]> {
  if (postIds.length === 0) return [];
  return db
    .select(translationRefColumns)
    .from(postTranslations)
    .where(inArray(postTranslations.postId, postIds))
    .orderBy(asc(postTranslations.postId), asc(postTranslations.language));
}

/** The tags of each given post, by name. */
export async function listTags(postIds: number[], db: Executor = getDb()): Promise<(PostTag & { postId: number })[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ postId: postTagAssignments.postId, tag: postTags })
    .from(postTagAssignments)
    .innerJoin(postTags, eq(postTags.id, postTagAssignments.tagId))
    .where(inArray(postTagAssignments.postId, postIds))
    .orderBy(asc(postTags.slug));
  return rows.map((row) => ({ ...row.tag, postId: row.postId }));
}

/**
 * Posts related to one: those sharing its category or any of its tags, in the same
 * language, never the post itself. The more tags in common (a shared category counts as
 * one more), the earlier; then the newest.
 */
export async function findRelated(
  post: { id: number; categoryId: number },
  language: Locale,
  limit: number,
  db: Executor = getDb(),
): Promise<PostRow[]> {
  const sharedTags = sql<number>`(
    select count(*)::int from ${postTagAssignments} as mine
    join ${postTagAssignments} as theirs on theirs.tag_id = mine.tag_id
    where mine.post_id = ${post.id} and theirs.post_id = ${posts.id}
  )`;
  const score = sql<number>`(${sharedTags} + case when ${posts.categoryId} = ${post.categoryId} then 1 else 0 end)`;
  const rows = await selectRows(db)
    .where(and(eq(postTranslations.language, language), postPublished(), ne(posts.id, post.id), sql`${score} > 0`))
    .orderBy(desc(score), ...NEWEST_FIRST)
    .limit(limit);
  return rows as PostRow[];
}

/** The newest posts in a language, with their bodies (feeds). */
export async function listRecentWithBody(
  language: Locale,
  limit: number,
  db: Executor = getDb(),
): Promise<PostRowWithBody[]> {
  const rows = await selectRowsWithBody(db)
    .where(and(eq(postTranslations.language, language), postPublished()))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows as PostRowWithBody[];
}

export interface PublishedTranslation {
  postId: number;
  language: Locale;
  slug: string;
  updatedAt: Date;
}

/** Every published translation, newest post first (sitemap). */
export async function listPublishedTranslations(db: Executor = getDb()): Promise<PublishedTranslation[]> {
  return db
    .select({
      postId: postTranslations.postId,
      language: postTranslations.language,
      slug: postTranslations.slug,
      updatedAt: postTranslations.updatedAt,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .where(postPublished())
    .orderBy(...NEWEST_FIRST, asc(postTranslations.language));
}

export interface NewPostValues {
  categoryId: number;
  thumbnail: string;
  createdBy: string | null;
  status: PostStatus;
  publishedAt: Date | null;
  createdAt?: Date;
}

export interface NewTranslationValues {
  language: Locale;
  slug: string;
  title: string;
  description: string;
  contentHtml: string;
}

/** Creates a post with its translations and tags; returns its id. */
export async function create(
  values: NewPostValues,
  translations: NewTranslationValues[],
  tagIds: number[],
  db: Executor = getDb(),
): Promise<number> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  await db.insert(postTranslations).values(translations.map((translation) => ({ ...translation, postId: row.id })));
  if (tagIds.length > 0) {
    await db.insert(postTagAssignments).values(tagIds.map((tagId) => ({ postId: row.id, tagId })));
  }
  return row.id;
}

/** The id of the post (published or not) whose translation in `language` has this slug. */
export async function findIdBySlug(language: Locale, slug: string, db: Executor = getDb()): Promise<number | null> {
  const [row] = await db
    .select({ postId: postTranslations.postId })
    .from(postTranslations)
    .where(and(eq(postTranslations.language, language), eq(postTranslations.slug, slug)))
    .limit(1);
  return row?.postId ?? null;
}
