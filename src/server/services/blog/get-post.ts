import type { PostDetail, PostSummary } from '@/lib/content/post-types';
import type { Locale } from '@/lib/locales';
import { AppError } from '../../http/app-error';
import * as postRepository from '../../repositories/post-repository';
import type { PostRowWithBody } from '../../repositories/post-repository';
import { createPostCache } from './post-cache';
import { summarizePosts } from './post-dto';
import { renderPostBody } from './render-post-body';

const RELATED_POSTS_LIMIT = 3;

// Keyed by the slug asked for and the language: a post is reachable by each of its slugs.
// An unknown slug's 404 is an error, which the cache does not keep. A whole post is tens of kB.
const details = createPostCache<PostDetail>(200);
const related = createPostCache<PostSummary[]>(200);

/**
 * The post a slug names, in the language asked for when it is published in it. A link may
 * carry the slug of the post's other language (a shared link, the language switcher): the
 * post is then found through that translation and answered in the language asked for, or —
 * when it has no translation in it yet — in the language it has. Null when no published
 * post uses the slug.
 */
export async function findPost(slug: string, language: Locale): Promise<PostRowWithBody | null> {
  const exact = await postRepository.findBySlug(language, slug);
  if (exact) return exact;
  const [other] = await postRepository.findTranslationsBySlug(slug);
  if (!other) return null;
  const [wanted] = (await postRepository.listTranslations([other.postId])).filter((t) => t.language === language);
  const target = wanted ?? other;
  return postRepository.findBySlug(target.language, target.slug);
}

/** GET /api/posts/slugs/{slug}: the whole post, ready to render; 404 when no published post uses the slug. */
export function getPost(slug: string, language: Locale): Promise<PostDetail> {
  return details.get(JSON.stringify([language, slug]), async () => toPostDetail(await findPostOr404(slug, language)));
}

async function findPostOr404(slug: string, language: Locale): Promise<PostRowWithBody> {
  const row = await findPost(slug, language);
  if (!row) throw new AppError('NOT_FOUND', 'No post with this address.');
  return row;
}

export async function toPostDetail(row: PostRowWithBody): Promise<PostDetail> {
  const [[summary], translations] = await Promise.all([
    summarizePosts([row]),
    postRepository.listTranslations([row.post.id]),
  ]);
  const body = renderPostBody(row.contentHtml);
  return {
    ...summary!,
    content: body.html,
    toc: body.toc,
    reading_minutes: body.readingMinutes,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    updated_at: new Date(Math.max(row.post.updatedAt.getTime(), row.translation.updatedAt.getTime())).toISOString(),
    translations: translations.map(({ language, slug, title }) => ({ language, slug, title })),
  };
}

/** GET /api/posts/slugs/{slug}/related: same category or tags, same language, never the post itself. */
export function getRelatedPosts(slug: string, language: Locale): Promise<PostSummary[]> {
  return related.get(JSON.stringify([language, slug]), async () => relatedTo(await findPostOr404(slug, language)));
}

export async function relatedTo(row: PostRowWithBody): Promise<PostSummary[]> {
  const related = await postRepository.findRelated(row.post, row.translation.language, RELATED_POSTS_LIMIT);
  return summarizePosts(related);
}
