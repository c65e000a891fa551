/**
 * Blog calls of spec §7 made by the browser. The list page loads through these when its URL
 * asks for something other than what was rendered statically (a search, a category, a page).
 */
import { api, type Page } from '@/lib/api/client';
import type { PostCategoryDto, PostSummary } from '@/lib/content/post-types';
import { postFiltersQuery, type PostFilters } from '@/lib/content/post-filters';

// GET /api/posts – one page of posts matching the filters, in the page's language.
export function fetchPosts(filters: PostFilters): Promise<Page<PostSummary[]>> {
  return api.getPage<PostSummary[]>('/api/posts', { params: postFiltersQuery(filters) });
}

// GET /api/posts/categories – the category tabs.
export function fetchPostCategories(): Promise<PostCategoryDto[]> {
  return api.get<PostCategoryDto[]>('/api/posts/categories');
}
