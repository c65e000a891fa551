import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { coursePublicPaths } from '@/server/services/admin/courses/course-public-paths';

describe('revalidatePages', () => {
  it('regenerates each page once in every language, English unprefixed', async () => {
    const revalidate = vi.fn(async (path: string) => void path);
    const res = { revalidate } as unknown as ServerResponse;
    await revalidatePages(res, coursePublicPaths('old-slug', 'new-slug', 'new-slug'));
    expect(revalidate.mock.calls.map(([path]) => path).sort()).toEqual(
      [
        '/',
        '/vi',
        '/courses',
        '/vi/courses',
        '/courses/old-slug',
        '/vi/courses/old-slug',
        '/courses/new-slug',
        '/vi/courses/new-slug',
      ].sort(),
    );
  });

  it('a page that fails to regenerate does not fail the write (it waits for its interval)', async () => {
    const revalidate = vi.fn(async (path: string) => {
      if (path.endsWith('gone')) throw new Error('Invalid response 404');
    });
    await expect(
      revalidatePages({ revalidate } as unknown as ServerResponse, ['/courses/gone', '/courses']),
    ).resolves.toBeUndefined();
    expect(revalidate).toHaveBeenCalledTimes(4);
  });

  it('does nothing outside Next (a plain response has no revalidate)', async () => {
    await expect(revalidatePages({} as ServerResponse, ['/courses'])).resolves.toBeUndefined();
  });
});
