import { postPath, ROUTES } from '@/lib/routes';
import type { Post } from '../../../db/schema/posts';

/**
 * Whether readers see the post now: published or scheduled, and its time has come (the
 * condition the public reads apply, src/server/repositories/post-repository.ts).
 */
export function isPublicNow(post: Pick<Post, 'status' | 'publishedAt'>, now: Date): boolean {
  return (
    (post.status === 'published' || post.status === 'scheduled') && post.publishedAt !== null && post.publishedAt <= now
  );
}

/**
 * The statically rendered pages that show a post: the blog's list and the post under each
 * of its slugs (an old slug's page regenerates to a 404). The sitemap and the feed are
 * rendered per request.
 */
export function postPublicPaths(slugs: readonly string[]): string[] {
  return [ROUTES.posts, ...slugs.map(postPath)];
}
