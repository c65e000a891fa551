// @ts-check
/**
 * @typedef {import('./topology.mjs').Cluster} Cluster
 * @typedef {import('./checks.mjs').Report} Report
 */

const MINUTE_MS = 60_000;
/** The window must hold at least this many whole minutes. */
const MIN_WINDOW_MINUTES = 2;

/** The first whole minute after the instances were all up: the window's first slot. */
function windowStart(/** @type {Date} */ readyAt) {
  return new Date(Math.ceil(readyAt.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * How long until the window holds MIN_WINDOW_MINUTES whole minutes, plus a few seconds for
 * the last slot's jobs to finish (0 when it already does).
 */
export function msUntilWindowComplete(/** @type {Date} */ readyAt) {
  const end = windowStart(readyAt).getTime() + MIN_WINDOW_MINUTES * MINUTE_MS + 5_000;
  return Math.max(0, end - Date.now());
}

/**
 * Step 7: every timed job (pg-boss's schedules, from `everyMinutes` in job-definitions.ts)
 * ran exactly once per slot across the three instances over the window: the whole minutes
 * between the instances being up and now. Counted from pg-boss's tables (finished jobs
 * move from pgboss.job to pgboss.archive).
 */
export async function scheduledJobsOnce(/** @type {Cluster} */ cluster, /** @type {Report} */ report) {
  const start = windowStart(cluster.readyAt);
  const end = new Date(Math.floor((Date.now() - 5_000) / MINUTE_MS) * MINUTE_MS);
  const minutes = Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
  const schedules = (await cluster.db.query('select name, cron from pgboss.schedule order by name')).rows;
  if (schedules.length === 0) throw new Error('pgboss.schedule is empty: no timed job was scheduled');
  const runs = await cluster.db.query(
    `select name, date_trunc('minute', created_on) as slot, count(*)::int as runs,
            count(*) filter (where state = 'completed')::int as completed
       from (select name, created_on, state from pgboss.job
             union all select name, created_on, state from pgboss.archive) as jobs
      where name = any($1) and created_on >= $2 and created_on < $3
      group by 1, 2`,
    [schedules.map((schedule) => schedule.name), start, end],
  );
  /** @type {string[]} */
  const problems = [];
  let expectedTotal = 0;
  for (const { name, cron } of schedules) {
    const every = cron === '* * * * *' ? 1 : Number(/^\*\/(\d+) /.exec(cron)?.[1]);
    if (!every) throw new Error(`${name}: a schedule the test does not read (${cron})`);
    for (let slot = start.getTime(); slot < end.getTime(); slot += MINUTE_MS) {
      const due = new Date(slot).getUTCMinutes() % every === 0;
      const found = runs.rows.find((row) => row.name === name && row.slot.getTime() === slot);
      const count = found?.runs ?? 0;
      if (due) expectedTotal += 1;
      if (count !== (due ? 1 : 0) || (found && found.completed !== found.runs)) {
        problems.push(
          `${name} ${new Date(slot).toISOString().slice(11, 16)}: ${count} runs (${found?.completed ?? 0} completed)`,
        );
      }
    }
  }
  report.check(
    'scheduled jobs run once each across the instances',
    minutes >= MIN_WINDOW_MINUTES && problems.length === 0,
    `${schedules.length} timed jobs × ${minutes} minutes (${start.toISOString().slice(11, 16)}–${end.toISOString().slice(11, 16)} UTC): ` +
      (problems.length === 0 ? `${expectedTotal} runs, exactly one per job per slot` : problems.join('; ')),
  );
}
