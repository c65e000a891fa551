import type { PostListData } from '@/lib/content/post-types';

/** The props of /posts: the unfiltered first page, or null when it was rendered without data. */
export interface PostListPageProps {
  initial: PostListData | null;
}
