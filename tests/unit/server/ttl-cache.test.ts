import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTtlCaches, createTtlCache } from '@/server/cache/ttl-cache';

afterEach(() => vi.useRealTimers());

describe('createTtlCache', () => {
  it('answers from the cache until the entry expires, then loads again', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses of a key, and keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 'value');
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('b', load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('drops the oldest entry past maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const load = vi.fn(async () => 'v');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('clearTtlCaches empties every cache (the database they were read from was replaced)', async () => {
    const first = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const second = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await first.get('a', async () => 'old a');
    await second.get('b', async () => 'old b');
    clearTtlCaches();
    expect(await first.get('a', async () => 'new a')).toBe('new a');
    expect(await second.get('b', async () => 'new b')).toBe('new b');
  });

  it('clearTtlCaches(tag) empties only the caches of that kind of content (it changed)', async () => {
    const posts = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10, tag: 'posts' });
    const courses = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await posts.get('a', async () => 'old post');
    await courses.get('b', async () => 'old course');
    clearTtlCaches('posts');
    expect(await posts.get('a', async () => 'new post')).toBe('new post');
    expect(await courses.get('b', async () => 'new course')).toBe('old course');
  });
});
