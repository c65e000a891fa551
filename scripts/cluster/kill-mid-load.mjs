// @ts-check
import { execFileSync } from 'node:child_process';
import { api } from './http.mjs';
import { checkoutWithheldIpn, signUpAndIn, uniqueEmail } from './steps.mjs';
import { killInstance } from './topology.mjs';

const LOAD_CONCURRENCY = 24;
const LOAD_MS = 9_000;
const KILL_AFTER_MS = 3_000;
/** Requests started this long after the kill must all succeed: the balancer has marked the instance down by then. */
const SETTLE_MS = 1_000;
/** The held mail's job: expiry (60 s) + pg-boss's maintenance (15 s) + the first retry's back-off (30–60 s) + margin. */
const JOB_RETRY_TIMEOUT_MS = 170_000;

/**
 * @typedef {import('./topology.mjs').Cluster} Cluster
 * @typedef {import('./checks.mjs').Report} Report
 */

/**
 * Step 6, first half: an instance is caught holding a job — the receipt mail of a paid order,
 * whose SMTP connection the stand-in holds open — and is killed with SIGKILL in the middle
 * of a load of sign-ups through the balancer. Every acknowledged sign-up must be in the
 * database, and the requests after the kill must keep succeeding.
 * Returns what the second half (`heldJobFinished`) waits for.
 */
export async function killMidLoad(
  /** @type {Cluster} */ cluster,
  /** @type {Report} */ report,
  /** @type {string} */ holdRecipient,
) {
  // The buyer whose receipt will be held; its sign-up's verification mail goes through first.
  const buyer = await signUpAndIn(cluster.balancer, holdRecipient);
  if (!buyer.token) throw new Error(`the buyer could not sign in: ${buyer.signIn.status}`);
  await waitFor(() => cluster.smtp.deliveredTo(holdRecipient) >= 1, 15_000, 'the buyer’s verification mail');
  cluster.smtp.armHold();
  const { orderId, ipnQuery } = await checkoutWithheldIpn(cluster, cluster.balancer, buyer.token);
  const ipn = await api(cluster.balancer, `/api/payments/vnpay/ipn${ipnQuery}`);
  if (ipn.data?.RspCode !== '00') throw new Error(`the held order's IPN: ${JSON.stringify(ipn.data)}`);

  const held = await withTimeout(cluster.smtp.held, 20_000, 'the receipt mail never reached the SMTP stand-in');
  const holderPid = pidOfConnection(held.senderPort);
  const holder = cluster.instances.find((instance) => instance.pid === holderPid);
  if (!holder)
    throw new Error(`the held SMTP connection (port ${held.senderPort}) belongs to pid ${holderPid}, not an instance`);

  /** @type {{ email: string, startedAt: number, status: number }[]} */
  const writes = [];
  const loadStart = performance.now();
  let killedAt = Infinity;
  const worker = async () => {
    while (performance.now() - loadStart < LOAD_MS) {
      const email = uniqueEmail('load');
      const startedAt = performance.now();
      const reply = await api(cluster.balancer, '/api/auth/register', {
        method: 'POST',
        body: { email, name: 'Load Learner', password: 'Lantern-harbour-58' },
      }).catch(() => ({ status: 0 }));
      writes.push({ email, startedAt, status: reply.status });
    }
  };
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    killedAt = performance.now();
    await killInstance(holder);
  })();
  await Promise.all([...Array.from({ length: LOAD_CONCURRENCY }, worker), killer]);

  const acknowledged = writes.filter((write) => write.status === 201).map((write) => write.email);
  const stored = await cluster.db.query('select count(*)::int as n from users where email = any($1)', [acknowledged]);
  report.check(
    'SIGKILL mid-load: every acknowledged write is in the database',
    stored.rows[0].n === acknowledged.length && acknowledged.length > 0,
    `${holder.name} (held the receipt job) killed at ${(KILL_AFTER_MS / 1000).toFixed(0)} s of ${LOAD_MS / 1000} s; ` +
      `${stored.rows[0].n}/${acknowledged.length} acknowledged sign-ups found, ${writes.length - acknowledged.length} of ${writes.length} refused or cut`,
  );
  const after = writes.filter((write) => write.startedAt >= killedAt + SETTLE_MS);
  const afterOk = after.filter((write) => write.status === 201).length;
  report.check(
    'after the kill the balancer keeps serving',
    after.length > 0 && afterOk === after.length,
    `${afterOk}/${after.length} sign-ups started ≥ ${SETTLE_MS} ms after the kill succeeded`,
  );
  return { orderId, holder: holder.name, killedAtMs: Date.now() - (performance.now() - killedAt) };
}

/**
 * Step 6, second half: the receipt job the killed instance held is finished by another —
 * pg-boss expires it, retries it, a live instance sends the mail, and the job is completed.
 */
export async function heldJobFinished(
  /** @type {Cluster} */ cluster,
  /** @type {Report} */ report,
  /** @type {{ orderId: string, holder: string, killedAtMs: number }} */ held,
  /** @type {string} */ holdRecipient,
) {
  const query = `select state, retry_count from pgboss.job where name = 'order-receipt' and data->>'orderId' = $1
                 union all
                 select state, retry_count from pgboss.archive where name = 'order-receipt' and data->>'orderId' = $1`;
  /** @type {{ state: string, retry_count: number } | undefined} */
  let job;
  const deadline = Date.now() + JOB_RETRY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    job = (await cluster.db.query(query, [held.orderId])).rows[0];
    if (job?.state === 'completed' || job?.state === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const seconds = ((Date.now() - held.killedAtMs) / 1000).toFixed(0);
  report.check(
    'the job the killed instance held is finished by another',
    job?.state === 'completed' && job.retry_count >= 1 && cluster.smtp.deliveredTo(holdRecipient) >= 2,
    `order-receipt job ${job?.state ?? 'missing'} after ${job?.retry_count ?? '?'} retry, ${seconds} s after ${held.holder} died; ` +
      `receipt delivered: ${cluster.smtp.deliveredTo(holdRecipient) >= 2 ? 'yes' : 'no'}`,
  );
}

/** The pid of the process whose TCP connection has local port `port` (`ss -tnp`). */
function pidOfConnection(/** @type {number} */ port) {
  const out = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`ss shows no process on local port ${port}: ${out.trim() || '(nothing)'}`);
  return Number(match[1]);
}

async function waitFor(
  /** @type {() => boolean} */ condition,
  /** @type {number} */ timeoutMs,
  /** @type {string} */ what,
) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** @template T @param {Promise<T>} promise @param {number} ms @param {string} message @returns {Promise<T>} */
function withTimeout(promise, ms, message) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
  ]).finally(() => clearTimeout(timer));
}
