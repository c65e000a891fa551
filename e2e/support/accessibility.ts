import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from './test';

/**
 * Accessibility checks with axe-core, the engine behind Lighthouse's accessibility audit,
 * on any page and in any state a journey reaches (a menu open, a form with its errors, a
 * quiz mid-way), where Lighthouse sees five pages as they first load.
 */
const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 levels A and AA (2.0 and 2.1 included), and axe's best practices. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/** What axe finds wrong in the page as it is now, one line per rule, with up to three places. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does
  // not govern: the policy the site ships is the one under test.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    RUN_OPTIONS,
  );
  return results.violations.map((violation) => {
    const places = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${violation.id} (${violation.impact}): ${violation.help} at ${places.join(', ')}`;
  });
}

/** Fails the step when axe finds anything; `what` names the page or state in the report. */
export async function expectAccessible(page: Page, what = new URL(page.url()).pathname): Promise<void> {
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}
