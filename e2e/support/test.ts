import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test`, with two guards on every journey, over every page it opens
 * (contexts a test opens itself, with browser.newContext for a second user, included):
 * - no page may break the Content-Security-Policy (next.config.js). The browser reports a
 *   refused script, style, image or connection as a console error, so a change that adds
 *   an inline script or a foreign source fails here, not in production;
 * - no page may throw an uncaught error. That includes React's hydration errors: when a
 *   part of a page renders differently in the browser than in its HTML, React reports it
 *   and renders that part again from scratch, which no journey step would notice.
 */
export const test = base.extend<{ pageGuards: void }>({
  pageGuards: [
    async ({ context, browser }, runTest) => {
      const violations: string[] = [];
      const uncaught: string[] = [];
      const watchPage = (page: Page) =>
        page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
            violations.push(`${message.location().url}: ${message.text()}`);
          }
        });
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(uncaught, 'uncaught errors in pages').toEqual([]);
    },
    { auto: true },
  ],
});
