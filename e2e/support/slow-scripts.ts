import type { Page } from '@playwright/test';

/**
 * A slow phone: the page's HTML shows, but its scripts are held until the returned
 * function is called, so a journey can type, tick or pick first, as a visitor can.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
