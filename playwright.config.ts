import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_BIND_HOST } from './e2e/support/bind-host';

/**
 * End-to-end journeys against the production build (`npm run build` first), served by
 * `next start` on a fresh embedded database that migrates and seeds itself on start.
 *
 * Browser: Playwright's own Chromium cannot be downloaded here, so Debian's is used when
 * present (`apt-get install chromium`); CHROMIUM_PATH points elsewhere; with neither,
 * Playwright's bundled browser is used (a machine that has it).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// A new data folder per run: e2e never sees dev data or a previous run's writes.
const runId = `${process.pid}-${Date.now()}`;
// Absolute: the standalone server works in its own folder.
const dataDir = path.resolve('data', `e2e-${runId}`);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3126);
// E2E_STANDALONE=1: the journeys run against the standalone server the Docker image runs
// (`node .next/standalone/server.js`) instead of `next start`.
const standalone = process.env.E2E_STANDALONE === '1';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One journey at a time: on two cores, two journeys plus the server and two browsers
  // loaded the machine to ~11 and made steps take seconds (see `timeout`).
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A whole journey's budget, not any one step's (those are `expect`'s 7 s). The chat
  // journey alone waits out two polling intervals (5 s open, 10 s closed) and takes ~27 s
  // on an idle machine; on a slow one (CI, two journeys at once) four journeys ran out of
  // 30 s mid-way, each on an ordinary step.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          // The machine's closed network refuses Chromium's background connections (STACK.md).
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Where the app's mail goes: the journeys read verification and reset links from it.
      command: 'npx tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${mailApiPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_API_PORT: String(mailApiPort) },
    },
    {
      command: standalone ? 'node .next/standalone/server.js' : `npx next start -p ${PORT} -H ${SERVER_BIND_HOST}`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        // Where the standalone server listens (`next start` takes -p and -H).
        PORT: String(PORT),
        HOSTNAME: SERVER_BIND_HOST,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Rate-limit counters of this run only, even when REDIS_URL shares a Redis.
        RATE_LIMIT_PREFIX: `learnhub:e2e:${runId}`,
        // The journeys sign up a dozen learners from this one address; the limit itself is
        // proven by tests/integration/auth/register.test.ts.
        SIGN_UP_LIMIT_PER_HOUR: '100',
        // The same for newsletter sign-ups (the newsletter journey subscribes four addresses
        // per language); the limit is proven by tests/integration/content/newsletter.test.ts.
        NEWSLETTER_SIGN_UP_LIMIT_PER_HOUR: '100',
        // Their buyers, all from this address too, hold account-store stock in unpaid orders;
        // the per-address limit is proven by tests/integration/commerce/holds.test.ts.
        STOCK_HOLDS_PER_ADDRESS: '1000',
      },
    },
  ],
});
