import { expect, test, type APIRequestContext } from './support/test';

/**
 * The security headers of the hardening issue, on the production build: every kind of
 * reply carries them, and no page holds an inline script the policy would have to allow.
 */
const COURSE = '/courses/modern-react-with-nextjs';

/** A page's HTML as visitors get it: a stale copy (the build's) is asked again until rebuilt. */
async function currentHtml(request: APIRequestContext, path: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const reply = await request.get(path);
    if (reply.headers()['x-nextjs-cache'] !== 'STALE' || attempt === 20) return reply.text();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe('security headers', () => {
  test('every kind of reply carries the policy: static, per-request and cached pages, API, files', async ({
    request,
  }) => {
    const home = await request.get('/');
    const replies = {
      'a static page': home,
      'a per-request page': await request.get('/courses?keyword=react'),
      'a page cached after its first request': await request.get(`/vi${COURSE}`),
      'the 404 page': await request.get('/no-such-page'),
      'an API reply': await request.get('/api/health'),
      'an API error': await request.get('/api/auth/me'),
      'a public file': await request.get('/site.webmanifest'),
      'a generated file': await request.get('/sitemap.xml'),
    };
    const expected = home.headers()['content-security-policy'];
    // Scripts from the site's own files only: no 'unsafe-inline', no 'unsafe-eval'.
    expect(/(?:^|; )script-src ([^;]*)/.exec(expected!)?.[1]).toBe("'self'");
    expect(expected).toContain("object-src 'none'");
    for (const [what, reply] of Object.entries(replies)) {
      const headers = reply.headers();
      expect.soft(headers['content-security-policy'], what).toBe(expected);
      expect.soft(headers['x-content-type-options'], what).toBe('nosniff');
      expect.soft(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect.soft(headers['strict-transport-security'], what).toMatch(/^max-age=\d+/);
      expect.soft(headers['x-powered-by'], what).toBeUndefined();
    }
  });

  test('no page has an inline script: only files of the site run', async ({ request }) => {
    // Every page of the sitemap, in both languages, as visitors get it (a page rebuilt after
    // the build is read once rebuilt: its content is what makes a page long), and the rest.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(pages.length).toBeGreaterThan(40);
    pages.push('/courses?level=beginner', '/authen/sign-in', '/vi/authen/sign-up', '/no-such-page');
    for (const path of pages) {
      const html = await currentHtml(request, path);
      const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((tag) => tag[1]!)
        .filter((attributes) => !/\bsrc=/.test(attributes))
        // Data blocks (page data, JSON-LD) are never run, and a policy does not govern them.
        .filter((attributes) => !/\btype="application\/(ld\+)?json"/.test(attributes));
      expect.soft(inline, path).toEqual([]);
    }
  });

  test('a browser following the site breaks nothing the policy forbids', async ({ page }) => {
    for (const path of ['/', COURSE, '/vi/posts', '/account', '/contact']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    // The chat launcher loads its panel on demand: a script chunk and an API call.
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
