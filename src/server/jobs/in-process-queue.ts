import { inBackground } from '../background-work';
import type { Logger } from '../http/logger';
import type { JobDefinition } from './job-definition';
import type { JobName, JobPayloads } from './job-payloads';
import type { JobQueue, SendOptions } from './job-queue';

type Definitions = { [N in JobName]: JobDefinition<N> };

interface Lane {
  running: boolean;
  /** A stately job sent while one ran: it runs once more after (one waiting at most). */
  again: boolean;
}

/**
 * The job runner of the embedded database: one process is the whole site there, so jobs run
 * in it, with the definitions, retries and policies pg-boss applies on PostgreSQL. Jobs live
 * in memory: what a restart loses is caught up by the timed sweeps, which work from the
 * database (a receipt or low-stock mail queued in the last moment before a crash is the one
 * thing lost). Runs are background work, so a shutdown (and a test) waits for them.
 */
export function createInProcessQueue(definitions: Definitions, options: { log: Logger; timers: boolean }): JobQueue {
  const lanes = new Map<string, Lane>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let nextId = 1;
  let waiting = 0;
  let running = 0;

  const later = (ms: number, work: () => void) => {
    waiting += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      waiting -= 1;
      if (!stopped) work();
    }, ms);
    // Never keeps a stopping process alive.
    timer.unref();
    timers.add(timer);
  };

  const attempt = <N extends JobName>(
    definition: JobDefinition<N>,
    data: JobPayloads[N],
    lane: string,
    id: string,
    tries: number,
  ) => {
    running += 1;
    const log = options.log.child({ job: definition.name, job_id: id });
    inBackground(
      async () => {
        try {
          await definition.run(data, { jobId: id, log });
        } catch (error) {
          if (tries >= definition.retryLimit || stopped) throw error;
          const delayMs = definition.retryDelaySeconds * 1000 * 2 ** tries;
          log.warn({ err: error, retry_in_ms: delayMs }, 'job failed; it will be retried');
          later(delayMs, () => attempt(definition, data, lane, id, tries + 1));
        } finally {
          running -= 1;
          if (definition.policy === 'stately') finishLane(definition, data, lane);
        }
      },
      log,
      `job ${definition.name}`,
    );
  };

  const finishLane = <N extends JobName>(definition: JobDefinition<N>, data: JobPayloads[N], key: string) => {
    const lane = lanes.get(key)!;
    lane.running = false;
    if (lane.again && !stopped) {
      lane.again = false;
      dispatch(definition, data, key);
    }
  };

  const dispatch = <N extends JobName>(definition: JobDefinition<N>, data: JobPayloads[N], key: string) => {
    if (definition.policy === 'stately') {
      const lane = lanes.get(key) ?? { running: false, again: false };
      lanes.set(key, lane);
      if (lane.running) {
        lane.again = true;
        return;
      }
      lane.running = true;
    }
    attempt(definition, data, key, `local-${nextId++}`, 0);
  };

  if (options.timers) {
    for (const definition of Object.values(definitions) as JobDefinition[]) {
      if (!definition.everyMinutes) continue;
      const timer = setInterval(() => {
        if (!stopped) dispatch(definition, {} as never, definition.name);
      }, definition.everyMinutes * 60_000);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    engine: 'in-process',
    send: async (name, data, sendOptions: SendOptions = {}) => {
      if (stopped) return;
      const definition = definitions[name] as JobDefinition<typeof name>;
      const lane = sendOptions.key ? `${name}:${sendOptions.key}` : name;
      const delay = sendOptions.startAfter ? sendOptions.startAfter.getTime() - Date.now() : 0;
      if (delay > 0) later(delay, () => dispatch(definition, data, lane));
      else dispatch(definition, data, lane);
    },
    depth: async () => waiting + running,
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
