import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../next-i18next.config.js';
import { ACCOUNT_STORE_SEARCH_KEYS, accountStoreSearchParams } from '@/lib/commerce/account-store-filters';
import { SOURCE_CODE_SEARCH_KEYS, sourceCodeSearchParams } from '@/lib/commerce/source-code-filters';
import { ACCOUNT_STORE_SEARCH_PAGE, ROUTES, SOURCE_CODE_SEARCH_PAGE } from '@/lib/routes';
import { config, proxy, SEARCH_MATCHES } from '@/proxy';

const rewriteOf = (url: string) => {
  const target = proxy(new NextRequest(url, { nextConfig: { i18n } })).headers.get('x-middleware-rewrite');
  return target === null ? null : new URL(target);
};

describe("the shop's list rewrites (src/proxy.ts)", () => {
  it.each([
    [ROUTES.sourceCodes, SOURCE_CODE_SEARCH_PAGE, SOURCE_CODE_SEARCH_KEYS],
    [ROUTES.account, ACCOUNT_STORE_SEARCH_PAGE, ACCOUNT_STORE_SEARCH_KEYS],
  ])('sends a %s URL carrying any search parameter to %s, in both languages', (list, page, keys) => {
    for (const key of keys) {
      expect(rewriteOf(`http://localhost${list}?${key}=2`)?.pathname).toBe(page);
      expect(rewriteOf(`http://localhost/vi${list}?${key}=2`)?.pathname).toBe(`/vi${page}`);
    }
    expect(rewriteOf(`http://localhost${list}`)).toBeNull();
    expect(rewriteOf(`http://localhost/vi${list}?utm_source=mail`)).toBeNull();
  });

  it('runs for a list URL with a search parameter, and only then: its matcher lists each list and parameter', () => {
    const listed = config.matcher.map(({ source, has }) => ({ source, key: has[0]!.key }));
    expect(config.matcher.every(({ has }) => has.length === 1 && has[0]!.type === 'query')).toBe(true);
    expect(listed).toEqual(SEARCH_MATCHES);
    expect(SEARCH_MATCHES.map(({ source }) => source)).toEqual(
      expect.arrayContaining([ROUTES.courses, ROUTES.sourceCodes, ROUTES.account]),
    );
  });

  it('every parameter a search writes is one the proxy knows', () => {
    const sourceCodes = sourceCodeSearchParams({
      keyword: 'shop',
      filterIds: [3, 1],
      price: 'paid',
      sort: 'popular',
      page: 2,
    });
    expect(Object.keys(sourceCodes).sort()).toEqual([...SOURCE_CODE_SEARCH_KEYS].sort());
    expect(Object.keys(accountStoreSearchParams({ type: 'work', page: 2 })).sort()).toEqual(
      [...ACCOUNT_STORE_SEARCH_KEYS].sort(),
    );
  });
});
