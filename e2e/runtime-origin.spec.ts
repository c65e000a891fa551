import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * One build serves any address (issue 25): CI builds without APP_URL (so the build's
 * address would be http://localhost:3000) and the journeys' server runs it with APP_URL set
 * to the address it is served at. Every absolute URL a page, the sitemap, the feeds and
 * robots.txt write must be under that address: read at run time, never the build's.
 */
const BUILD_DEFAULT = 'localhost:3000';
const SLUG = 'modern-react-with-nextjs';
const COURSE_TITLE = { en: 'Modern React with Next.js', vi: 'React hiện đại với Next.js' } as const;
const POST_SLUG = {
  en: 'git-in-20-minutes-the-commands-you-will-actually-use',
  vi: 'git-trong-20-phut-nhung-lenh-ban-thuc-su-dung',
} as const;
const LANGUAGES = [
  { language: 'en', prefix: '' },
  { language: 'vi', prefix: '/vi' },
] as const;

/** The head's absolute URLs: canonical, hreflang alternates, Open Graph and Twitter. */
function headUrls(html: string): { canonical: string; alternates: string[]; ogUrl: string; images: string[] } {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/g)].map((m) => m[1]!);
  const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const images = [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return { canonical, alternates, ogUrl, images };
}

/** Every http(s) URL inside the page's JSON-LD, but schema.org's own (its context and vocabulary). */
function jsonLdUrls(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!);
  return blocks.flatMap((block) =>
    [...JSON.stringify(JSON.parse(block)).matchAll(/"(https?:\/\/[^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((url) => !/^https:\/\/schema\.org(\/|$)/.test(url)),
  );
}

async function pageHtml(request: APIRequestContext, url: string): Promise<string> {
  const reply = await request.get(url);
  expect(reply.status(), url).toBe(200);
  return reply.text();
}

test.describe('the site address is read when the server runs', () => {
  test("every page's head and structured data, and the post's share links, are under the served address", async ({
    request,
    baseURL,
  }) => {
    const origin = baseURL!;
    // Products named by the sitemap (their slugs are the seed's).
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const sourceCode = new RegExp(`<loc>${origin}(/source-codes/[a-z0-9-]+)</loc>`).exec(sitemap)?.[1];
    const account = new RegExp(`<loc>${origin}(/account/[a-z0-9-]+)</loc>`).exec(sitemap)?.[1];
    expect(sourceCode).toBeDefined();
    expect(account).toBeDefined();

    for (const { language, prefix } of LANGUAGES) {
      const paths = [
        '/',
        '/courses',
        `/courses/${SLUG}`,
        '/posts',
        `/posts/${POST_SLUG[language]}`,
        '/source-codes',
        sourceCode!,
        '/account',
        account!,
        '/our-works',
        '/about-us',
        '/contact',
      ];
      for (const pagePath of paths) {
        const url = `${prefix}${pagePath === '/' && prefix ? '' : pagePath}`;
        const html = await pageHtml(request, url);
        expect(html, url).not.toContain(BUILD_DEFAULT);
        const head = headUrls(html);
        expect(head.canonical, url).toBe(`${origin}${url}`);
        expect(head.ogUrl, url).toBe(head.canonical);
        expect(head.alternates.length, url).toBeGreaterThanOrEqual(2);
        for (const other of [...head.alternates, ...head.images, ...jsonLdUrls(html)]) {
          expect(other.startsWith(`${origin}/`) || other === origin, `${url}: ${other}`).toBe(true);
        }
      }
      // The structured data of a course names it at the served address.
      const course = await pageHtml(request, `${prefix}/courses/${SLUG}`);
      expect(jsonLdUrls(course)).toContain(`${origin}${prefix}/courses/${SLUG}`);
      // A post's share links carry its address.
      const postUrl = `${origin}${prefix}/posts/${POST_SLUG[language]}`;
      const post = await pageHtml(request, `${prefix}/posts/${POST_SLUG[language]}`);
      expect(post).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`);
      expect(post).toContain(`body=${encodeURIComponent(postUrl)}`);
    }
  });

  test('the sitemap, the feeds and robots.txt are under the served address', async ({ request, baseURL }) => {
    const origin = baseURL!;
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(BUILD_DEFAULT);
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations.length).toBeGreaterThan(20);
    for (const location of locations) expect(location.startsWith(`${origin}/`)).toBe(true);
    expect(sitemap).toContain(`<loc>${origin}/vi/courses/${SLUG}</loc>`);
    expect(sitemap).toContain(`hreflang="x-default" href="${origin}/courses/${SLUG}"`);

    for (const { language, prefix } of LANGUAGES) {
      const feed = await (await request.get(`${prefix}/rss.xml`)).text();
      expect(feed).not.toContain(BUILD_DEFAULT);
      expect(feed).toContain(`<link>${origin}${prefix}/posts/${POST_SLUG[language]}</link>`);
      expect(feed).toContain(`${origin}${prefix}/rss.xml`);
    }

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toContain(BUILD_DEFAULT);
  });
});

// A server of its own, started for this test: what its first replies are, before any
// visitor has made it render a page, and an APP_URL that is not the address it listens at
// (behind a proxy), so the URLs can only have come from APP_URL at run time.
const PORT = Number(process.env.E2E_RUNTIME_ORIGIN_PORT ?? 3129);
const PUBLIC_ORIGIN = 'https://learn.example.test';

test.describe('a server just started', () => {
  let server: OwnServer | undefined;
  let dataDir = '';

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('its first HTML of the home page and the catalogue is complete, in both languages, under its APP_URL', async () => {
    test.setTimeout(150_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-runtime-origin-'));
    server = await startOwnServer(PORT, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_URL: PUBLIC_ORIGIN });

    for (const { language, prefix } of LANGUAGES) {
      for (const pagePath of ['/', '/courses']) {
        const url = `${prefix}${pagePath === '/' && prefix ? '' : pagePath}`;
        const reply = await fetch(`${server.origin}${url}`);
        expect(reply.status, url).toBe(200);
        const html = await reply.text();
        // The courses are in the HTML itself, not loaded by the browser afterwards: the
        // catalogue lists them all, the home page has its course cards.
        if (pagePath === '/courses') expect(html, url).toContain(COURSE_TITLE[language]);
        else expect(html, url).toMatch(new RegExp(`<a [^>]*href="${prefix}/courses/[a-z0-9-]+"`));
        expect(html, url).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${url}"`);
        expect(html, url).not.toContain(BUILD_DEFAULT);
        expect(html, url).not.toContain(server.origin);
      }
    }
  });
});
