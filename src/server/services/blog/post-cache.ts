import { clearTtlCaches, createTtlCache, PUBLIC_READ_TTL_MS, type TtlCache } from '../../cache/ttl-cache';

/**
 * The blog's reads are the same for every visitor (pages of the list, a post, its related
 * posts, the category tabs), so they are served from the shared in-process cache like the
 * catalogue's: without it each one costs three or four queries, and a post's body is
 * sanitised again on every read. A post written through createPost clears them all.
 */
const POST_CACHE_TAG = 'posts';

export function createPostCache<T>(maxEntries: number): TtlCache<T> {
  return createTtlCache<T>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries, tag: POST_CACHE_TAG });
}

/** After a write to posts, their translations, tags or categories. */
export function forgetPostReads(): void {
  clearTtlCaches(POST_CACHE_TAG);
}
