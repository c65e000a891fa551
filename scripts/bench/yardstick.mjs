// The yardstick (bench/yardstick): a bare page of the app's Next.js version, served as the
// app's public pages are. `npm run bench` measures the app's requests/s against it, and
// `npm run lighthouse` scores it beside the app's pages, as the machine's floor.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startNext } from './servers.mjs';

export const YARDSTICK_DIR = path.resolve(import.meta.dirname, '..', '..', 'bench', 'yardstick');
const READY_TIMEOUT_MS = 30_000;

/** Why the yardstick cannot be served as built (no build, or sources newer than it), or null. */
export function yardstickBuildProblem() {
  const buildId = path.join(YARDSTICK_DIR, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) {
    return 'the yardstick has no build (bench/yardstick/.next/BUILD_ID): run `npm run bench:yardstick` (or `npx next build bench/yardstick`)';
  }
  const builtAt = statSync(buildId).mtimeMs;
  if (yardstickSources().some((file) => statSync(file).mtimeMs > builtAt)) {
    return 'the yardstick changed since it was built: run `npm run bench:yardstick` again';
  }
  return null;
}

/** The files the yardstick's build is made of: its config and its pages. */
function yardstickSources() {
  const pages = path.join(YARDSTICK_DIR, 'pages');
  return [path.join(YARDSTICK_DIR, 'next.config.mjs'), ...readdirSync(pages).map((name) => path.join(pages, name))];
}

/**
 * `next start bench/yardstick` on `port`, resolved once its page answers.
 * @param {{ cwd: string, port: number, onSpawn: (server: object) => void }} options
 */
export function startYardstick({ cwd, port, onSpawn }) {
  return startNext({
    name: 'yardstick',
    cwd,
    dir: path.relative(cwd, YARDSTICK_DIR),
    port,
    readyPath: '/',
    timeoutMs: READY_TIMEOUT_MS,
    onSpawn,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
}
