import { clearTtlCaches, createTtlCache, PUBLIC_READ_TTL_MS, type TtlCache } from '../../cache/ttl-cache';

/**
 * The shop's source-code reads (its searches, facets and product pages) are the same for
 * every visitor, so they are served from the shared in-process cache, as the catalogue's
 * are. A write in the back office (a product edited, published or given a new version)
 * clears them all at once, so the regenerated pages show it instead of a 30-second-old copy.
 */
const SOURCE_CODE_CACHE_TAG = 'source-codes';

export function createSourceCodeCache<T>(maxEntries: number): TtlCache<T> {
  return createTtlCache<T>({ ttlMs: PUBLIC_READ_TTL_MS, maxEntries, tag: SOURCE_CODE_CACHE_TAG });
}

/** After a write to source-code products, their facets or versions. */
export function forgetSourceCodeReads(): void {
  clearTtlCaches(SOURCE_CODE_CACHE_TAG);
}
