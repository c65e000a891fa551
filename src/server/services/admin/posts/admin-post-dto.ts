import type { AdminPost, AdminPostListItem, AdminPostTranslation } from '@/lib/admin/admin-post-types';
import type { Locale } from '@/lib/locales';
import type { PostTranslation } from '../../../db/schema/posts';
import type { AdminPostRow } from '../../../repositories/admin-post-repository';

/** Builds the editor's reply shapes (src/lib/admin/admin-post-types.ts) from database rows. */

function toTranslation(row: PostTranslation): AdminPostTranslation {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.description,
    // A post written as HTML (the seed's) opens as its Markdown: Markdown keeps HTML as it is.
    body_markdown: row.bodyMarkdown ?? row.contentHtml,
    seo_title: row.seoTitle ?? '',
    seo_description: row.seoDescription ?? '',
  };
}

function translationIn(row: AdminPostRow, language: Locale): AdminPostTranslation | null {
  const translation = row.translations.find((t) => t.language === language);
  return translation ? toTranslation(translation) : null;
}

export function toAdminPost(row: AdminPostRow, tagIds: number[]): AdminPost {
  return {
    id: row.post.id,
    status: row.post.status,
    published_at: row.post.publishedAt?.toISOString() ?? null,
    category_id: row.post.categoryId,
    tag_ids: tagIds,
    cover: row.post.thumbnail,
    author: row.author,
    translations: { en: translationIn(row, 'en'), vi: translationIn(row, 'vi') },
    created_at: row.post.createdAt.toISOString(),
    updated_at: row.post.updatedAt.toISOString(),
  };
}

export function toAdminPostListItem(row: AdminPostRow): AdminPostListItem {
  return {
    id: row.post.id,
    status: row.post.status,
    published_at: row.post.publishedAt?.toISOString() ?? null,
    category: { id: row.category.id, name_en: row.category.nameEn, name_vi: row.category.nameVi },
    author: row.author,
    translations: row.translations.map(({ language, title, slug }) => ({ language, title, slug })),
    updated_at: row.post.updatedAt.toISOString(),
  };
}
