import { toAsciiSlug } from '@/lib/format/slug';
import type { Locale } from '@/lib/locales';
import type { Executor } from '../../db/types';
import * as postRepository from '../../repositories/post-repository';
import { forgetPostReads } from './post-cache';
import { excerptOf } from './post-excerpt';
import { sanitizePostHtml } from './sanitize-post-html';

export interface PostInput {
  categoryId: number;
  thumbnail: string;
  authorId: string | null;
  publishedAt: Date | null;
  tagIds: number[];
  /**
   * At least one language; each slug defaults to the title folded to ASCII, and a blank
   * description to the opening words of the body.
   */
  translations: { language: Locale; title: string; description: string; contentHtml: string; slug?: string }[];
}

/**
 * Stores a post. Its bodies are sanitised here, before they are stored (and again when
 * read): whatever writes posts — the seed today, an editor later — goes through this.
 */
export async function createPost(input: PostInput, db?: Executor): Promise<number> {
  if (input.translations.length === 0) throw new Error('createPost: a post needs at least one translation');
  const id = await postRepository.create(
    {
      categoryId: input.categoryId,
      thumbnail: input.thumbnail,
      createdBy: input.authorId,
      status: input.publishedAt === null ? 'draft' : input.publishedAt <= new Date() ? 'published' : 'scheduled',
      publishedAt: input.publishedAt,
      createdAt: input.publishedAt ?? undefined,
    },
    input.translations.map((translation) => {
      const contentHtml = sanitizePostHtml(translation.contentHtml);
      return {
        language: translation.language,
        slug: translation.slug ?? toAsciiSlug(translation.title),
        title: translation.title.trim(),
        description: translation.description.trim() || excerptOf(contentHtml),
        contentHtml,
      };
    }),
    input.tagIds,
    db,
  );
  // The new post joins lists and related posts at once, not when their cached copies expire.
  // Inside a caller's transaction, a read between this and the commit may cache the old
  // lists again: for PUBLIC_READ_TTL_MS at most.
  forgetPostReads();
  return id;
}
