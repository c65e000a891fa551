import { and, asc, count, desc, eq, exists, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PostStatusValue } from '@/lib/admin/post-editor';
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
  type PostTag,
  type PostTranslation,
} from '../db/schema/posts';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** Database access for the back office's post editor: every post, whatever its status. */

export interface AdminPostRow {
  post: Post;
  category: PostCategory;
  author: { id: string; name: string } | null;
  translations: PostTranslation[];
}

function withAuthor<T extends { author: { id: string | null; name: string | null } | null }>(
  row: T,
): Omit<T, 'author'> & { author: { id: string; name: string } | null } {
  // A left join's missing row comes back as an object of nulls in some drivers' shapes: keep one form.
  const author = row.author?.id ? { id: row.author.id, name: row.author.name ?? '' } : null;
  return { ...row, author };
}

async function attachTranslations<T extends { post: Post }>(
  rows: T[],
  db: Executor,
): Promise<(T & { translations: PostTranslation[] })[]> {
  if (rows.length === 0) return [];
  const translations = await db
    .select()
    .from(postTranslations)
    .where(
      inArray(
        postTranslations.postId,
        rows.map((row) => row.post.id),
      ),
    )
    .orderBy(asc(postTranslations.language));
  return rows.map((row) => ({ ...row, translations: translations.filter((t) => t.postId === row.post.id) }));
}

export async function list(
  filters: {
    keyword?: string;
    status?: PostStatusValue;
    language?: Locale;
    categoryId?: number;
    authorId?: string;
    limit: number;
    offset: number;
  },
  db: Executor = getDb(),
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const conditions: SQL[] = [];
  const translationWhere = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(postTranslations)
        .where(and(eq(postTranslations.postId, posts.id), condition)),
    );
  if (filters.keyword) {
    conditions.push(translationWhere(keywordCondition(filters.keyword, [postTranslations.title])));
  }
  if (filters.language) conditions.push(translationWhere(eq(postTranslations.language, filters.language)));
  if (filters.status) conditions.push(eq(posts.status, filters.status));
  if (filters.categoryId !== undefined) conditions.push(eq(posts.categoryId, filters.categoryId));
  if (filters.authorId) conditions.push(eq(posts.createdBy, filters.authorId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: posts, category: postCategories, author: { id: users.id, name: users.name } })
      .from(posts)
      .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
      .leftJoin(users, eq(users.id, posts.createdBy))
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(posts).where(where),
  ]);
  return { rows: await attachTranslations(rows.map(withAuthor), db), total: total?.value ?? 0 };
}

export async function findById(id: number, db: Executor = getDb()): Promise<AdminPostRow | null> {
  const [row] = await db
    .select({ post: posts, category: postCategories, author: { id: users.id, name: users.name } })
    .from(posts)
    .innerJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .leftJoin(users, eq(users.id, posts.createdBy))
    .where(eq(posts.id, id))
    .limit(1);
  if (!row) return null;
  const [withTranslations] = await attachTranslations([withAuthor(row)], db);
  return withTranslations ?? null;
}

/** Locks the post for the rest of the transaction: two saves of one post (an autosave and a click) queue up. */
export async function lock(id: number, db: Executor): Promise<Post | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function listTranslations(postId: number, db: Executor): Promise<PostTranslation[]> {
  return db.select().from(postTranslations).where(eq(postTranslations.postId, postId));
}

export async function listTagIds(postId: number, db: Executor = getDb()): Promise<number[]> {
  const rows = await db
    .select({ tagId: postTagAssignments.tagId })
    .from(postTagAssignments)
    .where(eq(postTagAssignments.postId, postId))
    .orderBy(asc(postTagAssignments.tagId));
  return rows.map((row) => row.tagId);
}

export async function insertPost(
  values: { categoryId: number; thumbnail: string; createdBy: string },
  db: Executor,
): Promise<number> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updatePost(
  id: number,
  values: Partial<Pick<Post, 'categoryId' | 'thumbnail' | 'status' | 'publishedAt'>>,
  db: Executor,
): Promise<void> {
  // Always written, so that the list's "last changed" moves with every save.
  await db
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id));
}

export type TranslationValues = Pick<
  PostTranslation,
  'slug' | 'title' | 'description' | 'bodyMarkdown' | 'contentHtml' | 'seoTitle' | 'seoDescription'
>;

export async function upsertTranslation(
  postId: number,
  language: Locale,
  values: TranslationValues,
  db: Executor,
): Promise<void> {
  await db
    .insert(postTranslations)
    .values({ postId, language, ...values })
    .onConflictDoUpdate({
      target: [postTranslations.postId, postTranslations.language],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function deleteTranslation(postId: number, language: Locale, db: Executor): Promise<void> {
  await db
    .delete(postTranslations)
    .where(and(eq(postTranslations.postId, postId), eq(postTranslations.language, language)));
}

/** Whether another post's translation in `language` already uses this slug. */
export async function slugTaken(language: Locale, slug: string, postId: number, db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: postTranslations.id })
    .from(postTranslations)
    .where(
      and(
        eq(postTranslations.language, language),
        eq(postTranslations.slug, slug),
        ne(postTranslations.postId, postId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function replaceTags(postId: number, tagIds: readonly number[], db: Executor): Promise<void> {
  await db.delete(postTagAssignments).where(eq(postTagAssignments.postId, postId));
  if (tagIds.length > 0) {
    await db.insert(postTagAssignments).values(tagIds.map((tagId) => ({ postId, tagId })));
  }
}

/** The ids of these tags, created (the same name in both languages) where their slug is new. */
export async function ensureTags(tags: readonly { slug: string; name: string }[], db: Executor): Promise<number[]> {
  if (tags.length === 0) return [];
  await db
    .insert(postTags)
    .values(tags.map((tag) => ({ slug: tag.slug, nameEn: tag.name, nameVi: tag.name })))
    .onConflictDoNothing({ target: postTags.slug });
  const rows = await db
    .select({ id: postTags.id })
    .from(postTags)
    .where(
      inArray(
        postTags.slug,
        tags.map((tag) => tag.slug),
      ),
    );
  return rows.map((row) => row.id);
}

export async function countExistingTags(ids: readonly number[], db: Executor): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(postTags)
    .where(inArray(postTags.id, [...ids]));
  return row?.value ?? 0;
}

export async function categoryExists(id: number, db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: postCategories.id }).from(postCategories).where(eq(postCategories.id, id));
  return row !== undefined;
}

export async function firstCategoryId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: postCategories.id })
    .from(postCategories)
    .orderBy(asc(postCategories.position), asc(postCategories.id))
    .limit(1);
  return row?.id ?? null;
}

export function listCategories(db: Executor = getDb()): Promise<PostCategory[]> {
  return db.select().from(postCategories).orderBy(asc(postCategories.position), asc(postCategories.id));
}

export function listTags(db: Executor = getDb()): Promise<PostTag[]> {
  return db.select().from(postTags).orderBy(asc(postTags.nameEn));
}

/** The admins who have written posts (the list's author filter). */
export function listAuthors(db: Executor = getDb()): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(posts, eq(posts.createdBy, users.id))
    .orderBy(asc(users.name));
}

export async function deletePost(id: number, db: Executor): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/**
 * Marks the scheduled posts whose time has come as published, and answers them with their
 * slugs: the pages that show them are regenerated. Several instances may run this at once:
 * the UPDATE takes each row once.
 */
export async function publishDue(now: Date, db: Executor = getDb()): Promise<{ id: number; slugs: string[] }[]> {
  const published = await db
    .update(posts)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(posts.status, 'scheduled'), lte(posts.publishedAt, now)))
    .returning({ id: posts.id });
  if (published.length === 0) return [];
  const slugs = await db
    .select({ postId: postTranslations.postId, slug: postTranslations.slug })
    .from(postTranslations)
    .where(
      inArray(
        postTranslations.postId,
        published.map((row) => row.id),
      ),
    );
  return published.map((row) => ({
    id: row.id,
    slugs: slugs.filter((slug) => slug.postId === row.id).map((slug) => slug.slug),
  }));
}
