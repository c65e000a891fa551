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

/**
 * How long a page that is still settling is read again before what axe finds counts: a
 * time, not a number of tries, so a slow machine (where each read takes longer, and the
 * page settles later) gets as long as a fast one.
 */
const SETTLE_WITHIN_MS = 5_000;
const SETTLE_PAUSE_MS = 250;

/**
 * What axe finds wrong in the page once it has settled, one line per rule, with up to three
 * places. A page is read again while axe finds something, for a few seconds: parts that hydrate
 * late fade their buttons from the disabled look, a list refreshed on load is dimmed until
 * its data comes, a drawer slides in; mid-way, their colours blend and a contrast ratio
 * means nothing. What is still wrong after that is wrong for good.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const deadline = Date.now() + SETTLE_WITHIN_MS;
  for (;;) {
    const found = await violationsNow(page);
    if (found.length === 0 || Date.now() >= deadline) return found;
    await page.waitForTimeout(SETTLE_PAUSE_MS);
  }
}

async function violationsNow(page: Page): Promise<string[]> {
  // Animations and transitions under way are waited out (endless ones, spinners, not).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
    // What axe measured at the first place (a contrast ratio and its colours, say).
    const detail = violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.all[0]?.message;
    return `${violation.id} (${violation.impact}): ${violation.help} at ${places.join(', ')}${detail ? `: ${detail}` : ''}`;
  });
}

/** Fails the step when axe finds anything; `what` names the page or state in the report. */
export async function expectAccessible(page: Page, what = new URL(page.url()).pathname): Promise<void> {
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}
