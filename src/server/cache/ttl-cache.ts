/**
 * A small in-process cache for reads every visitor shares: an entry lives `ttlMs`, at most
 * `maxEntries` are kept (the oldest go first), and concurrent misses for one key share one
 * load. A failed load is not kept. Each server instance has its own copy, so `ttlMs` is
 * also how stale a page may be after the data changes.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * How long a read that is the same for every visitor — a page of the catalogue, its facets,
 * the trending ranking — may be served from memory. Each distinct read reaches the database
 * at most twice a minute per instance, and half a minute is also how stale it may be after
 * a change (prices and stock are read afresh when an order is placed).
 */
export const PUBLIC_READ_TTL_MS = 30_000;

/**
 * Every cache made here, with its tag: what they hold was read from the process-wide database.
 * Kept on globalThis, like the database (src/server/db/client.ts): Next bundles API routes and
 * pages apart and evaluates this module once for each, so a write in an API route clearing
 * only its own bundle's caches left the pages it regenerates reading their stale copies.
 */
const holder = globalThis as typeof globalThis & { __learnhubTtlCaches?: Map<TtlCache<unknown>, string | undefined> };
const everyCache = (holder.__learnhubTtlCaches ??= new Map());

/**
 * Empties every cache, or only those made with `tag`. Every cache is emptied when the
 * process-wide database is replaced (src/server/db/client.ts: tests swap databases), since
 * what the caches hold came from the old one; the caches of one kind of content when this
 * process changes that content (a new post), so its own readers see the change at once.
 * Other instances still serve their copy until it expires.
 */
export function clearTtlCaches(tag?: string): void {
  for (const [cache, cacheTag] of everyCache) {
    if (tag === undefined || cacheTag === tag) cache.clear();
  }
}

export function createTtlCache<T>({
  ttlMs,
  maxEntries,
  tag,
}: {
  ttlMs: number;
  maxEntries: number;
  /** The kind of content held, for clearTtlCaches(tag) when it changes. */
  tag?: string;
}): TtlCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  const cache: TtlCache<T> = {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = load();
      // Re-inserted at the end: Map order is insertion order, so the first key is the oldest.
      entries.delete(key);
      entries.set(key, { expiresAt: now + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
  };
  everyCache.set(cache as TtlCache<unknown>, tag);
  return cache;
}
