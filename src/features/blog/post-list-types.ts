import type { PostListData } from '@/lib/content/post-types';
import type { SiteOriginProps } from '@/lib/seo/site-url';

/** The props of /posts: the unfiltered first page, or null when it was rendered without data. */
export interface PostListPageProps extends SiteOriginProps {
  initial: PostListData | null;
}
