import type { PostDetail, PostListData, PostSummary } from '@/lib/content/post-types';
import type { Locale } from '@/lib/locales';
import { POSTS_PAGE_SIZE } from '@/schemas/blog';
import { findPost, relatedTo, toPostDetail } from './get-post';
import { listPostCategories } from './list-post-categories';
import { listPosts } from './list-posts';

/** The data of the blog pages, read from the services directly (no HTTP hop, DESIGN.md §1). */

/** /posts as rendered statically: the first page of every category, and the tabs. */
export async function loadPostListData(language: Locale): Promise<PostListData> {
  const [page, categories] = await Promise.all([
    listPosts({ page: 1, page_size: POSTS_PAGE_SIZE }, language),
    listPostCategories(language),
  ]);
  return { posts: page.posts, page: page.page, totalPage: page.totalPage, categories };
}

/** The newest posts (the not-found page's suggestions). */
export async function loadRecentPosts(language: Locale, count: number): Promise<PostSummary[]> {
  return (await listPosts({ page: 1, page_size: count }, language)).posts;
}

/** A post page: the post and its related posts; null when no published post uses the slug. */
export async function loadPostPage(
  slug: string,
  language: Locale,
): Promise<{ post: PostDetail; related: PostSummary[] } | null> {
  const row = await findPost(slug, language);
  if (!row) return null;
  const [post, related] = await Promise.all([toPostDetail(row), relatedTo(row)]);
  return { post, related };
}
