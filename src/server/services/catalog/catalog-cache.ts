import { clearTtlCaches, createTtlCache, PUBLIC_READ_TTL_MS, type TtlCache } from '../../cache/ttl-cache';

/**
 * The catalogue's reads are the same for every signed-out visitor (searches, the trending
 * list, the category facets, a course's page, a quiz's facts), so they are served from the
 * shared in-process cache. A write in the back office clears them all at once, so an edit
 * shows on this instance's next read instead of up to 30 s later.
 */
const CATALOG_CACHE_TAG = 'catalog';

export function createCatalogCache<T>(maxEntries: number): TtlCache<T> {
  return createTtlCache<T>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries, tag: CATALOG_CACHE_TAG });
}

/** After a write to courses, their categories, curriculum or quizzes. */
export function forgetCatalogReads(): void {
  clearTtlCaches(CATALOG_CACHE_TAG);
}
