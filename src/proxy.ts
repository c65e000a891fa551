import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { COURSE_SEARCH_KEYS } from '@/lib/catalog/course-filters';
import { ACCOUNT_STORE_SEARCH_KEYS } from '@/lib/commerce/account-store-filters';
import { SOURCE_CODE_SEARCH_KEYS } from '@/lib/commerce/source-code-filters';
import { ACCOUNT_STORE_SEARCH_PAGE, COURSE_SEARCH_PAGE, ROUTES, SOURCE_CODE_SEARCH_PAGE } from '@/lib/routes';

/**
 * A list page with a search in its URL is rendered per request by a page of its own; the
 * plain list stays a static page. Done here rather than by next.config.js rewrites: with any
 * rewrite in the config, Next ships its rewrite matcher to every page's first load (~3 kB
 * gzip, measured) so the browser can resolve them; a proxy rewrite is resolved on the server,
 * for page loads and for the browser's data requests alike.
 */
const SEARCH_PAGES: Record<string, { page: string; keys: readonly string[] }> = {
  [ROUTES.courses]: { page: COURSE_SEARCH_PAGE, keys: COURSE_SEARCH_KEYS },
  [ROUTES.sourceCodes]: { page: SOURCE_CODE_SEARCH_PAGE, keys: SOURCE_CODE_SEARCH_KEYS },
  [ROUTES.account]: { page: ACCOUNT_STORE_SEARCH_PAGE, keys: ACCOUNT_STORE_SEARCH_KEYS },
};

let buildId: string | undefined;
/**
 * The build's id, which a rewritten data request (/_next/data/<id>/…json) must keep. Next 16's
 * Node.js proxy does not carry it over by itself (it reads process.env.__NEXT_BUILD_ID, which
 * only the edge runtime defines), and the browser then gets the page's HTML instead of its data.
 */
function currentBuildId(): string {
  buildId ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  return buildId;
}

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const search = SEARCH_PAGES[pathname];
  if (!search || !search.keys.some((key) => searchParams.has(key))) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = search.page;
  if (request.headers.has('x-nextjs-data')) url.buildId = currentBuildId();
  return NextResponse.rewrite(url);
}

// Next makes the paths locale-aware (/vi/courses) and covers the browser's data requests.
// The proxy runs only for a list URL that carries a search parameter (`has` is an AND, so
// one entry per parameter): the plain lists, the site's busiest pages, are served without
// it (it cost them ~40 % of their requests a second, measured). Literal, as Next reads the
// matcher from the source: a unit test keeps it equal to SEARCH_PAGES.
export const config = {
  matcher: [
    { source: '/courses', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/courses', has: [{ type: 'query', key: 'category_ids' }] },
    { source: '/courses', has: [{ type: 'query', key: 'price' }] },
    { source: '/courses', has: [{ type: 'query', key: 'level' }] },
    { source: '/courses', has: [{ type: 'query', key: 'sort' }] },
    { source: '/courses', has: [{ type: 'query', key: 'page' }] },
    { source: '/source-codes', has: [{ type: 'query', key: 'keyword' }] },
    { source: '/source-codes', has: [{ type: 'query', key: 'filter_ids' }] },
    { source: '/source-codes', has: [{ type: 'query', key: 'price' }] },
    { source: '/source-codes', has: [{ type: 'query', key: 'sort' }] },
    { source: '/source-codes', has: [{ type: 'query', key: 'page' }] },
    { source: '/account', has: [{ type: 'query', key: 'type' }] },
    { source: '/account', has: [{ type: 'query', key: 'page' }] },
  ],
};

/** @internal exported for the tests: what the matcher must list. */
export const SEARCH_MATCHES = Object.entries(SEARCH_PAGES).flatMap(([source, { keys }]) =>
  keys.map((key) => ({ source, key })),
);
