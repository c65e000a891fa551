// @ts-check
/**
 * The benchmark's yardstick (scripts/bench.mjs): the cheapest page this Next.js version can
 * serve with `next start` the way the app serves its public pages (pages/index.js), so the
 * app's figures read as a ratio that survives a change of machine. Nothing here on purpose: no i18n, no antd, no store, no custom _app/_document.
 * Build: `next build --webpack bench/yardstick` (the app's bundler) from the repository root (uses the root's node_modules).
 */
import path from 'node:path';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Same response headers as the app, so the byte counts compare like with like.
  poweredByHeader: false,
  // The repository root holds the lockfile and node_modules; saying so keeps Next from
  // guessing the workspace root.
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..', '..'),
};

export default nextConfig;
