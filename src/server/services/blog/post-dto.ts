import type { PostCategoryDto, PostSummary, PostTagDto } from '@/lib/content/post-types';
import type { Locale } from '@/lib/locales';
import type { PostCategory, PostTag } from '../../db/schema/posts';
import * as postRepository from '../../repositories/post-repository';
import type { PostRow } from '../../repositories/post-repository';
import { localized } from '../../i18n/localized';

/** Builds the blog's reply shapes (src/lib/content/post-types.ts) from database rows. */

export function toCategoryDto(category: PostCategory, language: Locale): PostCategoryDto {
  return { id: category.id, slug: category.slug, title: localized(category.nameEn, category.nameVi, language) };
}

function toTagDto(tag: PostTag, language: Locale): PostTagDto {
  return { id: tag.id, slug: tag.slug, name: localized(tag.nameEn, tag.nameVi, language) };
}

function toPostSummary(row: PostRow, tags: PostTagDto[]): PostSummary {
  const language = row.translation.language;
  return {
    id: row.post.id,
    slug: row.translation.slug,
    language,
    title: row.translation.title,
    description: row.translation.description,
    thumbnail: row.post.thumbnail,
    created_by: row.author,
    created_at: row.post.createdAt.toISOString(),
    // Listed rows are published: the repository reads no others.
    published_at: (row.post.publishedAt ?? row.post.createdAt).toISOString(),
    menu: toCategoryDto(row.category, language),
    tags,
  };
}

/** Summaries of several rows, with their tags read in one query. */
export async function summarizePosts(rows: PostRow[]): Promise<PostSummary[]> {
  const tags = await postRepository.listTags(rows.map((row) => row.post.id));
  return rows.map((row) =>
    toPostSummary(
      row,
      tags.filter((tag) => tag.postId === row.post.id).map((tag) => toTagDto(tag, row.translation.language)),
    ),
  );
}
