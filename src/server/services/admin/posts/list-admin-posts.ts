import type { AdminPostListItem, PostTaxonomy } from '@/lib/admin/admin-post-types';
import type { AdminPostsQuery } from '@/schemas/admin-posts';
import * as adminPostRepository from '../../../repositories/admin-post-repository';
import { pageCount, pageWindow } from '../../paging';
import { toAdminPostListItem } from './admin-post-dto';

/** GET /api/admin/posts and /admin/posts: every post, last changed first, searched and filtered. */
export async function listAdminPosts(
  query: AdminPostsQuery,
): Promise<{ items: AdminPostListItem[]; page: number; totalPage: number }> {
  const { rows, total } = await adminPostRepository.list({
    keyword: query.q,
    status: query.status,
    language: query.language,
    categoryId: query.category,
    authorId: query.author,
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toAdminPostListItem), page: query.page, totalPage: pageCount(total, query.page_size) };
}

/** What the editor and the list's filters offer: categories, tags, the authors of posts. */
export async function loadPostTaxonomies(): Promise<{
  categories: PostTaxonomy[];
  tags: PostTaxonomy[];
  authors: { id: string; name: string }[];
}> {
  const [categories, tags, authors] = await Promise.all([
    adminPostRepository.listCategories(),
    adminPostRepository.listTags(),
    adminPostRepository.listAuthors(),
  ]);
  const named = (row: { id: number; nameEn: string; nameVi: string }) => ({
    id: row.id,
    name_en: row.nameEn,
    name_vi: row.nameVi,
  });
  return { categories: categories.map(named), tags: tags.map(named), authors };
}
