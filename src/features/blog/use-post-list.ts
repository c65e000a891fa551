import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useLoad, type LoadState } from '@/hooks/use-load';
import {
  DEFAULT_POST_FILTERS,
  isDefaultPostFilters,
  parsePostFilters,
  postFiltersQuery,
  type PostFilters,
} from '@/lib/content/post-filters';
import type { PostListData } from '@/lib/content/post-types';
import { ROUTES } from '@/lib/routes';

export interface PostList {
  filters: PostFilters;
  state: LoadState<PostListData>;
  /** The URL of the list with other filters (for links: tabs, pages). */
  hrefFor: (filters: PostFilters) => { pathname: string; query: Record<string, string> };
  /** Goes to other filters without reloading the page (the list loads them). */
  show: (filters: PostFilters) => Promise<boolean>;
}

/**
 * The list's state, from its URL. The page is rendered statically with the unfiltered first
 * page (`initial`); a URL asking for more — or a page rendered without data — loads from the
 * API. The query is only known once the router is ready (a static page hydrates without it),
 * so until then the page shows what it was rendered with.
 */
export function usePostList(initial: PostListData | null): PostList {
  const router = useRouter();
  const filters = router.isReady ? parsePostFilters(router.query) : DEFAULT_POST_FILTERS;
  const fromServer = initial !== null && isDefaultPostFilters(filters);

  const loaded = useLoad(
    async (): Promise<PostListData> => {
      // Nothing to fetch while the server's data answers the URL.
      if (fromServer) return initial;
      // The API client loads with the first search, not with the page (axios is ~22 kB gzip).
      const { fetchPostCategories, fetchPosts } = await import('./blog-api');
      const [page, categories] = await Promise.all([
        fetchPosts(filters),
        initial ? Promise.resolve(initial.categories) : fetchPostCategories(),
      ]);
      return { posts: page.data, page: page.page, totalPage: page.total_page, categories };
    },
    fromServer ? 'server' : JSON.stringify(filters),
  );

  const hrefFor = useCallback((next: PostFilters) => ({ pathname: ROUTES.posts, query: postFiltersQuery(next) }), []);
  const show = useCallback(
    (next: PostFilters) => router.push(hrefFor(next), undefined, { shallow: true, scroll: false }),
    [router, hrefFor],
  );

  const state: LoadState<PostListData> = fromServer
    ? { status: 'ready', data: initial, error: null, retry: loaded.retry }
    : loaded;
  return { filters, state, hrefFor, show };
}
