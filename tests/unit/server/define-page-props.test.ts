import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePageProps } from '@/server/http/define-page-props';
import { logger } from '@/server/http/logger';
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/server/http/service-unavailable';
import { pageContext } from '../../fixtures/page-context';

/** What node-postgres throws when the database server cannot be reached. */
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('definePageProps', () => {
  afterEach(() => vi.restoreAllMocks());
  it('passes a page’s own result through untouched', async () => {
    const result = { props: { answer: 42 } };
    const { context, res } = pageContext({ resolvedUrl: '/profile' });
    await expect(definePageProps(async () => result)(context)).resolves.toBe(result);
    expect(res.statusCode).toBe(200);
  });

  it.each(['en', 'vi'])(
    'answers a database outage with 503, Retry-After and the unavailable page in the page’s language (%s)',
    async (locale) => {
      const child = { error: vi.fn() };
      const children = vi.spyOn(logger, 'child').mockReturnValue(child as never);
      const logged = child.error;
      const { context, res, headers } = pageContext({ resolvedUrl: '/my-course?x=secret', locale });
      const result = await definePageProps(async () => {
        // As Drizzle wraps the driver's error.
        throw new Error('Failed query: select …', { cause: unreachable() });
      })(context);
      expect(res.statusCode).toBe(503);
      // Logged once, by its path: a query can carry a secret.
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]![0]).toMatchObject({ path: '/my-course' });
      expect(JSON.stringify(logged.mock.calls[0]![0])).not.toContain('secret');
      expect(headers.get('retry-after')).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
      // With the request's id, which the reply carries too.
      expect(children).toHaveBeenCalledWith({ request_id: headers.get('x-request-id') });
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(result).toMatchObject({
        props: { serviceUnavailable: true, _nextI18Next: { initialLocale: locale, ns: ['common'] } },
      });
      // The page's message is in the translations it ships.
      const store = (result as { props: { _nextI18Next: { initialI18nStore: Record<string, unknown> } } }).props
        ._nextI18Next.initialI18nStore;
      expect(store[locale]).toMatchObject({ common: { serviceUnavailable: { title: expect.any(String) } } });
    },
  );

  it('leaves any other failure a 500 (Next’s error page), as before, logged once with the request id', async () => {
    const child = { error: vi.fn() };
    const children = vi.spyOn(logger, 'child').mockReturnValue(child as never);
    const { context, res, headers } = pageContext({ resolvedUrl: '/profile?token=secret' });
    const bug = new TypeError('x is undefined');
    await expect(
      definePageProps(async () => {
        throw bug;
      })(context),
    ).rejects.toBe(bug);
    expect(res.statusCode).toBe(200);
    expect(children).toHaveBeenCalledWith({ request_id: headers.get('x-request-id') });
    expect(child.error).toHaveBeenCalledTimes(1);
    expect(child.error.mock.calls[0]![0]).toEqual({ err: bug, path: '/profile' });
    // The reference the static 500 page shows the visitor (src/hooks/use-error-reference.ts).
    expect(headers.get('set-cookie')).toEqual([
      `error_ref=${headers.get('x-request-id')}; Path=/; Max-Age=300; SameSite=Lax`,
    ]);
  });

  it('keeps a proxy’s request id, and every line the process’s logger writes while the data loads carries it', async () => {
    const lines: Record<string, unknown>[] = [];
    const write = vi.spyOn(
      (logger as unknown as Record<symbol, { write: (line: string) => void }>)[pino.symbols.streamSym]!,
      'write',
    );
    write.mockImplementation((line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    const level = logger.level;
    logger.level = 'info';
    try {
      const { context, headers } = pageContext({ resolvedUrl: '/my-course' });
      (context.req.headers as Record<string, string>)['x-request-id'] = 'edge-page.42';
      await definePageProps(async () => {
        // As a page's service logs: the process's logger, after an await.
        await new Promise((resolve) => setTimeout(resolve, 1));
        logger.info({ step: 'loaded' }, 'a service says');
        return { props: {} };
      })(context);
      logger.info('after the request');
      expect(headers.get('x-request-id')).toBe('edge-page.42');
      expect(lines.find((line) => line.msg === 'a service says')).toMatchObject({ request_id: 'edge-page.42' });
      expect(lines.find((line) => line.msg === 'after the request')).not.toHaveProperty('request_id');
    } finally {
      logger.level = level;
    }
  });
});
