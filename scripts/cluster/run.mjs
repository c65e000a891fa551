#!/usr/bin/env node
// @ts-check
/**
 * npm run test:cluster — issue 25's cluster test ("Done means"), on the production build's
 * standalone server (`npm run build` first; `.ci/run` runs it after `npm test`).
 *
 * Three instances of `node .next/standalone/server.js` on one scratch PostgreSQL database,
 * Redis and an s3rver bucket, behind nginx, called on 127.0.0.1 (ports 3400–3405), and then:
 *   1. sign-up and sign-in through the balancer, the session good on every instance;
 *   2. a purchase whose IPN reaches another instance than its checkout;
 *   3. a strict exam whose answers are saved through the other instances;
 *   4. chat push across instances (the visitor's and the admin's streams, < 1 s);
 *   5. the login rate limit counted across instances;
 *   6. an instance SIGKILLed mid-load, holding a mail job: no acknowledged write lost, the
 *      balancer serving on, the job finished by another instance;
 *   7. the timed jobs run once per slot across the instances over the run (≥ 2 minutes).
 * One line per check (✓ passed, ✗ failed, ○ not run), a summary, exit 0 only when every
 * check passed. Everything it started is stopped and removed, on failure too.
 *
 * Environment: TEST_DATABASE_URL (a PostgreSQL server the test may create a database on;
 * default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (default
 * redis://127.0.0.1:6379), CLUSTER_BASE_PORT (default 3400; uses it and the next five).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createReport } from './checks.mjs';
import { heldJobFinished, killMidLoad } from './kill-mid-load.mjs';
import { msUntilWindowComplete, scheduledJobsOnce } from './scheduled-jobs.mjs';
import {
  ADMIN,
  chatWithPush,
  loginLimitAcrossInstances,
  purchase,
  signUpSignIn,
  strictExam,
  uniqueEmail,
} from './steps.mjs';
import { startCluster } from './topology.mjs';
import { apiOk } from './http.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3400);

async function main() {
  if (!existsSync(path.join(ROOT, '.next', 'standalone', 'server.js'))) {
    console.error('No standalone build: run `npm run build` first.');
    return 1;
  }
  const began = Date.now();
  const holdRecipient = uniqueEmail('receipt');
  console.log('Starting PostgreSQL database, s3rver, SMTP stand-in, three instances and nginx…');
  const cluster = await startCluster({
    root: ROOT,
    serverUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    ports: {
      balancer: BASE_PORT,
      instances: [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3],
      s3: BASE_PORT + 4,
      smtp: BASE_PORT + 5,
    },
    holdRecipient,
  });
  const stopOnSignal = () => void cluster.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  console.log(
    `Up in ${((Date.now() - began) / 1000).toFixed(0)} s: balancer ${cluster.balancer}, ` +
      cluster.instances.map((instance) => `${instance.name} ${instance.origin} (pid ${instance.pid})`).join(', '),
  );
  console.log('No reply header names the instance that answered: "another instance" steps call it directly,');
  console.log('with the X-Forwarded-For the balancer would add; the rest goes through the balancer.\n');

  const report = createReport();
  try {
    /** @type {string | undefined} */
    let learnerToken;
    await report.step('sign-up and sign-in through the balancer', async () => {
      learnerToken = (await signUpSignIn(cluster, report)).token;
    });
    const adminToken = (await apiOk(cluster.balancer, '/api/auth/login', { method: 'POST', body: ADMIN })).token;
    if (learnerToken) {
      const token = learnerToken;
      await report.step('a purchase across instances', () => purchase(cluster, report, token));
      await report.step('a strict exam across instances', () => strictExam(cluster, report, token));
    } else {
      report.notRun('a purchase across instances', 'no signed-in learner');
      report.notRun('a strict exam across instances', 'no signed-in learner');
    }
    await report.step('chat with push across instances', () => chatWithPush(cluster, report, adminToken));
    await report.step('the login rate limit across instances', () => loginLimitAcrossInstances(cluster, report, ROOT));

    /** @type {Awaited<ReturnType<typeof killMidLoad>> | undefined} */
    let held;
    await report.step('SIGKILL mid-load', async () => {
      held = await killMidLoad(cluster, report, holdRecipient);
    });
    if (held) {
      const killed = held;
      await report.step('the killed instance’s job finished by another', () =>
        heldJobFinished(cluster, report, killed, holdRecipient),
      );
    } else report.notRun('the job the killed instance held is finished by another', 'the kill step failed');

    const wait = msUntilWindowComplete(cluster.readyAt);
    if (wait > 0) {
      console.log(`  (waiting ${(wait / 1000).toFixed(0)} s for the scheduled jobs' window to hold two whole minutes)`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await report.step('scheduled jobs once across instances', () => scheduledJobsOnce(cluster, report));
  } finally {
    await cluster.stop();
  }

  const { passed, failed, notRun, total } = report.summary();
  console.log(
    `\n${passed}/${total} checks passed${failed ? `, ${failed} failed` : ''}${notRun ? `, ${notRun} not run` : ''} ` +
      `in ${((Date.now() - began) / 1000).toFixed(0)} s`,
  );
  return passed === total ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`cluster test failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
