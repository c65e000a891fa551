import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/server/http/logger';
import { loadStaticPageData, revalidated } from '@/server/services/static-page-data';

describe('loadStaticPageData', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('reads the page’s data', async () => {
    await expect(loadStaticPageData('/x', async () => ['a'])).resolves.toEqual(['a']);
  });

  it('answers null inside `next build`, without asking the database', async () => {
    vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
    const load = vi.fn(async () => ['a']);
    await expect(loadStaticPageData('/x', load)).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('fails the regeneration when the data cannot be read, so the page served so far is kept', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(loadStaticPageData('/x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(logged).toHaveBeenCalledTimes(1);
    // A loader that logs its own failure answers null.
    await expect(loadStaticPageData('/x', async () => null)).rejects.toThrow(/\/x/);
  });
});

describe('revalidated', () => {
  it('gives props or a not-found the one interval, a minute', () => {
    const PAGE_REVALIDATE_S = 60;
    expect(revalidated({ props: { a: 1 } }, { a: 1 })).toEqual({ props: { a: 1 }, revalidate: PAGE_REVALIDATE_S });
    expect(revalidated({ notFound: true as const })).toEqual({ notFound: true, revalidate: PAGE_REVALIDATE_S });
  });

  it('regenerates a page built without its data on the next request', () => {
    expect(revalidated({ props: { data: null } }, null).revalidate).toBe(1);
  });
});
