/**
 * Settings of next.config.js that decide what every page's first load carries (the
 * performance budgets: first-load JS ≤ 168 kB gzip on every public page).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import optimizer from '@/lib/images/image-optimizer.json';
import packageJson from '../../../package.json';

const require = createRequire(import.meta.url);
const config = (require('../../../next.config.js') as (phase: string) => Record<string, unknown>)(
  'phase-production-build',
);

describe('next.config.js: the first load', () => {
  it('declares no rewrites: Next would ship its rewrite matcher to every page (src/proxy.ts rewrites instead)', () => {
    expect(config.rewrites).toBeUndefined();
  });

  it('builds and serves with webpack, whose runtime and chunks weigh ~10 kB gzip less per page than Turbopack’s', () => {
    expect(packageJson.scripts.build).toMatch(/next build --webpack\b/);
    expect(packageJson.scripts.dev).toMatch(/next dev --webpack\b/);
  });

  it('gives the image optimiser the widths AppImage asks for', () => {
    const images = config.images as { deviceSizes: number[]; imageSizes: number[]; qualities: number[] };
    expect(images.deviceSizes).toEqual(optimizer.deviceSizes);
    expect(images.imageSizes).toEqual(optimizer.imageSizes);
    expect(images.qualities).toEqual([optimizer.quality]);
  });
});
