import type { AdminPost } from '@/lib/admin/admin-post-types';
import type { PostStatusValue } from '@/lib/admin/post-editor';
import { toAsciiSlug } from '@/lib/format/slug';
import { LOCALES, type Locale } from '@/lib/locales';
import type { PostCreateInput, PostTranslationInput, PostUpdateInput } from '@/schemas/admin-posts';
import type { AuthUser } from '../../../auth/auth-user';
import { markdownToSafeHtml } from '../../../content/markdown';
import { getDb } from '../../../db/client';
import type { Post, PostTranslation } from '../../../db/schema/posts';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { fieldError, fieldErrors } from '../../../http/validation';
import { queueJob } from '../../../jobs/job-queue';
import * as adminPostRepository from '../../../repositories/admin-post-repository';
import { forgetPostReads } from '../../blog/post-cache';
import { excerptOf } from '../../blog/post-excerpt';
import { recordAudit } from '../record-audit';
import { toAdminPost } from './admin-post-dto';
import { isPublicNow, postPublicPaths } from './post-public-paths';

/** A new post's cover until the writer uploads one. */
const PLACEHOLDER_COVER = '/images/placeholder.svg';

/** A post's write: the post as the editor shows it, and the public pages to regenerate (none when readers saw no change). */
export interface PostWrite {
  post: AdminPost;
  publicPaths: string[];
}

const notFound = () => new AppError('NOT_FOUND', 'No such post.');

/** The post as the audit log keeps it: everything but the bodies, whose length stands for them. */
function snapshot(post: Post, translations: readonly PostTranslation[], tagIds: readonly number[]) {
  return {
    status: post.status,
    published_at: post.publishedAt,
    category_id: post.categoryId,
    cover: post.thumbnail,
    tag_ids: tagIds,
    translations: Object.fromEntries(
      translations.map((t) => [
        t.language,
        { title: t.title, slug: t.slug, excerpt: t.description, body_length: (t.bodyMarkdown ?? t.contentHtml).length },
      ]),
    ),
  };
}

async function postOrNull(id: number): Promise<AdminPost | null> {
  const row = await adminPostRepository.findById(id);
  return row ? toAdminPost(row, await adminPostRepository.listTagIds(id)) : null;
}

async function read(id: number): Promise<AdminPost> {
  const post = await postOrNull(id);
  if (!post) throw notFound();
  return post;
}

/** GET /api/admin/posts/{id} and the editor's page. */
export function getAdminPost(id: number): Promise<AdminPost> {
  return read(id);
}

/** A slug for a new post's first language: its title's, numbered when another post has it. */
async function freeSlug(language: Locale, title: string, postId: number, tx: Executor): Promise<string> {
  const base = toAsciiSlug(title).slice(0, 90).replace(/-+$/, '') || 'post';
  let slug = base;
  for (let n = 2; await adminPostRepository.slugTaken(language, slug, postId, tx); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** POST /api/admin/posts: a draft in one language, with its title; everything else is written in the editor. */
export async function createAdminPost(input: PostCreateInput, actor: AuthUser): Promise<AdminPost> {
  const id = await getDb().transaction(async (tx) => {
    const categoryId = await adminPostRepository.firstCategoryId(tx);
    if (categoryId === null) throw fieldError('category_id', 'Create a category first.');
    const postId = await adminPostRepository.insertPost(
      { categoryId, thumbnail: PLACEHOLDER_COVER, createdBy: actor.id },
      tx,
    );
    const slug = await freeSlug(input.language, input.title, postId, tx);
    await adminPostRepository.upsertTranslation(
      postId,
      input.language,
      {
        slug,
        title: input.title,
        description: '',
        bodyMarkdown: '',
        contentHtml: '',
        seoTitle: null,
        seoDescription: null,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'post.create',
      entityType: 'post',
      entityId: postId,
      after: { status: 'draft', translations: { [input.language]: { title: input.title, slug } } },
    });
    return postId;
  });
  const post = await postOrNull(id);
  if (!post) throw new Error(`post ${id} is gone right after its creation`);
  return post;
}

function translationValues(input: PostTranslationInput): adminPostRepository.TranslationValues {
  const contentHtml = markdownToSafeHtml(input.body_markdown);
  return {
    slug: input.slug,
    title: input.title,
    description: input.excerpt || excerptOf(contentHtml),
    bodyMarkdown: input.body_markdown,
    contentHtml,
    seoTitle: input.seo_title || null,
    seoDescription: input.seo_description || null,
  };
}

/**
 * The publication time that goes with a status: a scheduled post's chosen time (in the
 * future), a published one's first publication (kept through edits and archiving), none for
 * a draft.
 */
function publicationOf(status: PostStatusValue, input: PostUpdateInput, current: Post, now: Date): Date | null {
  switch (status) {
    case 'scheduled': {
      const at = input.publish_at
        ? new Date(input.publish_at)
        : current.status === 'scheduled'
          ? current.publishedAt
          : null;
      if (!at) throw fieldError('publish_at', 'Choose when to publish it.');
      // A time already passed is a mistake to say, not a publication to make at once.
      if (at <= now && (input.publish_at !== undefined || input.status === 'scheduled')) {
        throw fieldError('publish_at', 'Choose a time in the future.');
      }
      return at;
    }
    case 'published':
      return current.status !== 'scheduled' && current.publishedAt && current.publishedAt <= now
        ? current.publishedAt
        : now;
    case 'archived':
      return current.publishedAt;
    case 'draft':
      return null;
  }
}

/** A post goes public only with a body in every language it is written in. */
function assertPublishable(translations: ReadonlyMap<Locale, adminPostRepository.TranslationValues>): void {
  const missing = [...translations]
    .filter(([, values]) => excerptOf(values.contentHtml).trim() === '')
    .map(([language]) => [`translations.${language}.body_markdown`, 'Write the post before publishing it.'] as const);
  if (missing.length > 0) throw fieldErrors(Object.fromEntries(missing));
}

/** Every language's words as they will be after `input`: kept, replaced, or gone (absent). */
async function translationsAfter(
  postId: number,
  input: PostUpdateInput,
  current: readonly PostTranslation[],
  tx: Executor,
): Promise<Map<Locale, adminPostRepository.TranslationValues>> {
  const after = new Map<Locale, adminPostRepository.TranslationValues>();
  for (const language of LOCALES) {
    const sent = input.translations?.[language];
    if (sent === null) continue;
    if (sent) {
      if (await adminPostRepository.slugTaken(language, sent.slug, postId, tx)) {
        throw fieldError(`translations.${language}.slug`, 'Another post uses this address.');
      }
      after.set(language, translationValues(sent));
      continue;
    }
    const kept = current.find((t) => t.language === language);
    if (kept) after.set(language, kept);
  }
  if (after.size === 0) throw fieldError('translations', 'Keep at least one language.');
  return after;
}

/** The tags the post ends with: those chosen, and those typed in (created if new). */
async function tagsAfter(input: PostUpdateInput, current: number[], tx: Executor): Promise<number[] | null> {
  if (input.tag_ids === undefined && input.new_tags === undefined) return null;
  const chosen = [...new Set(input.tag_ids ?? current)];
  if ((await adminPostRepository.countExistingTags(chosen, tx)) !== chosen.length) {
    throw fieldError('tag_ids', 'Choose tags from the list.');
  }
  const typed = (input.new_tags ?? []).map((name) => ({ name, slug: toAsciiSlug(name) }));
  const unnamed = typed.find((tag) => tag.slug === '');
  if (unnamed) throw fieldError('new_tags', 'Use letters or digits in a tag.');
  return [...new Set([...chosen, ...(await adminPostRepository.ensureTags(typed, tx))])];
}

/** What a status change is called in the audit log. */
function actionOf(before: PostStatusValue, after: PostStatusValue): string {
  if (before === after) return 'post.update';
  return { draft: 'post.unpublish', scheduled: 'post.schedule', published: 'post.publish', archived: 'post.archive' }[
    after
  ];
}

/**
 * PATCH /api/admin/posts/{id}: any of its fields (the editor's autosave sends a draft's
 * words every few seconds; a publication sends the status). Bodies are Markdown, made into
 * sanitised HTML here, as the preview shows it.
 */
export async function updateAdminPost(id: number, input: PostUpdateInput, actor: AuthUser): Promise<PostWrite> {
  const now = new Date();
  const written = await getDb().transaction(async (tx) => {
    const current = await adminPostRepository.lock(id, tx);
    if (!current) throw notFound();
    const [currentTranslations, currentTags] = await Promise.all([
      adminPostRepository.listTranslations(id, tx),
      adminPostRepository.listTagIds(id, tx),
    ]);
    if (input.category_id !== undefined && !(await adminPostRepository.categoryExists(input.category_id, tx))) {
      throw fieldError('category_id', 'Choose a category from the list.');
    }
    const tags = await tagsAfter(input, currentTags, tx);
    const translations = await translationsAfter(id, input, currentTranslations, tx);
    const status = input.status ?? current.status;
    const publishedAt = publicationOf(status, input, current, now);
    if (status === 'scheduled' || status === 'published') assertPublishable(translations);

    for (const language of LOCALES) {
      const values = translations.get(language);
      if (!values) await adminPostRepository.deleteTranslation(id, language, tx);
      else if (input.translations?.[language]) await adminPostRepository.upsertTranslation(id, language, values, tx);
    }
    if (tags) await adminPostRepository.replaceTags(id, tags, tx);
    const changes = {
      ...(input.category_id !== undefined ? { categoryId: input.category_id } : {}),
      ...(input.cover !== undefined ? { thumbnail: input.cover } : {}),
      status,
      publishedAt,
    };
    await adminPostRepository.updatePost(id, changes, tx);
    const updated = { ...current, ...changes };
    await recordAudit(tx, actor, {
      action: actionOf(current.status, status),
      entityType: 'post',
      entityId: id,
      before: snapshot(current, currentTranslations, currentTags),
      after: snapshot(updated, await adminPostRepository.listTranslations(id, tx), tags ?? currentTags),
    });
    // Readers' pages change only when the post was or is public.
    const seen = isPublicNow(current, now) || isPublicNow(updated, now);
    const paths = seen
      ? [...currentTranslations.map((t) => t.slug), ...[...translations.values()].map((t) => t.slug)]
      : null;
    return { paths, publishAt: status === 'scheduled' && publishedAt && publishedAt > now ? publishedAt : null };
  });
  forgetPostReads();
  // Published at its time by a job of its own (one per post, so a post scheduled for next
  // week never holds up another's); the minute sweep is the safety net.
  if (written.publishAt) {
    await queueJob('posts-publish-due', {}, { startAfter: written.publishAt, key: `post-${id}` });
  }
  return { post: await read(id), publicPaths: written.paths ? postPublicPaths([...new Set(written.paths)]) : [] };
}

/** DELETE /api/admin/posts/{id}: the post and its translations, for good (archiving keeps them). */
export async function deleteAdminPost(id: number, actor: AuthUser): Promise<string[]> {
  const now = new Date();
  const slugs = await getDb().transaction(async (tx) => {
    const current = await adminPostRepository.lock(id, tx);
    if (!current) throw notFound();
    const [translations, tags] = await Promise.all([
      adminPostRepository.listTranslations(id, tx),
      adminPostRepository.listTagIds(id, tx),
    ]);
    await adminPostRepository.deletePost(id, tx);
    await recordAudit(tx, actor, {
      action: 'post.delete',
      entityType: 'post',
      entityId: id,
      before: snapshot(current, translations, tags),
    });
    return isPublicNow(current, now) ? translations.map((t) => t.slug) : null;
  });
  forgetPostReads();
  return slugs ? postPublicPaths(slugs) : [];
}
