import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * Playwright's `test`, with one guard on every journey: no page may break the
 * Content-Security-Policy (next.config.js). The browser reports a refused script, style,
 * image or connection as a console error; any such error fails the test, so a change that
 * adds an inline script or a foreign source shows up here, not in production. Contexts a
 * test opens itself (browser.newContext: a second user) are watched too.
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
  contentSecurityPolicyGuard: [
    async ({ context, browser }, runTest) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
            violations.push(`${message.location().url}: ${message.text()}`);
          }
        });
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
    },
    { auto: true },
  ],
});
