import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The pages whose data the browser fetches (`en/courses` for /_next/data/<build>/en/courses.json). */
function recordPrefetchedPages(page: Page): string[] {
  const pages: string[] = [];
  page.on('request', (request) => {
    const match = /\/_next\/data\/[^/]+\/(.+)\.json/.exec(request.url());
    if (match) pages.push(match[1]!);
  });
  return pages;
}

test.describe('navigation', () => {
  test('links prefetch their page once they come within 200 px of the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    const prefetched = recordPrefetchedPages(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The footer's "About us" is the only link to /about-us, far below the fold.
    expect(prefetched).not.toContain('en/about-us');

    const link = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
    const top = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // Bring the link to 150 px below the viewport's bottom edge: inside the 200 px margin.
    await page.evaluate((y) => window.scrollTo(0, y), top - 500 - 150);
    await expect.poll(() => prefetched).toContain('en/about-us');
  });

  test("links to sign-in (antd's forms) prefetch on hover, not on sight", async ({ page }) => {
    const prefetched = recordPrefetchedPages(page);
    // A course page shows three: the header's, the enrol action's ("Sign in to buy" here) and,
    // once the reviews section has loaded, "Sign in to rate this course". None prefetches on sight.
    await page.goto('/courses/modern-react-with-nextjs');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /^Sign in to (buy|enrol)/ })).toBeVisible();
    // The in-view prefetch starts after hydration, which may outlast the network going idle.
    await expect.poll(() => prefetched).toContain('en/courses');
    expect(prefetched).not.toContain('en/authen/sign-in');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).hover();
    await expect.poll(() => prefetched).toContain('en/authen/sign-in');
  });

  test('a thin progress bar shows while a page is loading', async ({ page }) => {
    // Hold the next page's data until the bar has been looked at, so the route change stays
    // in progress however slow the machine. Registered before the page loads: the header
    // link's prefetch of the same data is held too, so the navigation cannot finish early on
    // a prefetched copy.
    let sendData = () => {};
    const dataHeld = new Promise<void>((resolve) => (sendData = resolve));
    await page.route('**/_next/data/**/contact.json', async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('height', '3px');
    await expect(bar).toHaveCSS('position', 'fixed');
    sendData();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('the favicon, app icons and web manifest are served', async ({ request, page }) => {
    await page.goto('/');
    for (const selector of [
      'link[rel="icon"][sizes="32x32"]',
      'link[rel="icon"][type="image/svg+xml"]',
      'link[rel="apple-touch-icon"]',
      'link[rel="manifest"]',
    ]) {
      const href = await page.locator(selector).getAttribute('href');
      const response = await request.get(href!);
      expect(response.status(), selector).toBe(200);
    }
    const manifest = await (await request.get('/site.webmanifest')).json();
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});
