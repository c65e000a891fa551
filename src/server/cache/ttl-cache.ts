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

/** Every cache made here: what they hold was read from the process-wide database. */
const everyCache = new Set<TtlCache<unknown>>();

/**
 * Empties every cache. Called when the process-wide database is replaced (src/server/db/
 * client.ts: tests swap databases), since what the caches hold came from the old one.
 */
export function clearTtlCaches(): void {
  for (const cache of everyCache) cache.clear();
}

export function createTtlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache<T> {
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
  everyCache.add(cache as TtlCache<unknown>);
  return cache;
}
