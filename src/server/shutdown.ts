import { closeDatabase } from './db/client';
import { backgroundWorkSettled } from './background-work';
import { closeChatBus } from './chat-push/chat-push';
import { stopJobQueue } from './jobs/job-queue';
import { logger } from './http/logger';

/**
 * From the signal, how long the server keeps taking requests with readiness at 503 before
 * it stops listening: the time a load balancer needs to notice, and for connections already
 * opened to be accepted and their requests read. Stopping resets both those still in the
 * kernel's queue and those accepted but not yet read (Node's server.close() counts them as
 * idle). 2 s was too short once in CI on a slow machine: one of 50 page requests opened
 * before the signal was reset.
 */
const DRAIN_MS = 4_000;
/** A shutdown that has not finished by then is cut short (the hardening issue: exit within 10 s). */
const SHUTDOWN_DEADLINE_MS = 9_000;
const SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

// On globalThis, not in module variables: the signal handler is installed from the
// instrumentation bundle and read from the API routes' bundles, which Next evaluates apart.
const drain = ((globalThis as typeof globalThis & { __learnhubDrain?: DrainState }).__learnhubDrain ??= {
  draining: false,
  listeners: new Set(),
});

interface DrainState {
  draining: boolean;
  listeners: Set<() => void>;
}

/** True from the shutdown signal on: /api/health/ready answers 503 so load balancers stop sending. */
export function isDraining(): boolean {
  return drain.draining;
}

/**
 * Calls `listener` once, when the shutdown starts (at once if it has): replies that would
 * never end by themselves (the chat's push streams) end there, so the server can close.
 * Returns the way to stop listening.
 */
export function onDrain(listener: () => void): () => void {
  if (drain.draining) {
    listener();
    return () => undefined;
  }
  drain.listeners.add(listener);
  return () => drain.listeners.delete(listener);
}

/**
 * Marks the process as shutting down and ends the replies that asked to be told.
 * @internal exported for the tests
 */
export function startDraining(): void {
  drain.draining = true;
  for (const listener of drain.listeners) {
    try {
      listener();
    } catch (error) {
      logger.error({ err: error }, 'a reply failed to end at shutdown');
    }
  }
  drain.listeners.clear();
}

type SignalListener = (signal: NodeJS.Signals) => void;

/**
 * The last steps before the exit, once the requests are done: the work they left running
 * in the background (mails they said were sent) ends, then the database closes for good.
 * @internal exported for the tests
 */
export async function settleBeforeExit(): Promise<void> {
  // No job starts from here on; the running ones finish (pg-boss retries one cut short).
  await stopJobQueue();
  // The push streams ended at the signal; their bus's Redis connections go too.
  await closeChatBus();
  await backgroundWorkSettled();
  await closeDatabase({ final: true });
}

/**
 * Graceful shutdown under `next start`, whose own signal handler stops accepting
 * connections, lets the requests in flight finish, closes its server and calls
 * process.exit. Around it, the site adds: readiness (/api/health/ready) turns 503 at the signal; Next's handler
 * runs DRAIN_MS later; the database is closed after the last request and before the exit —
 * Next offers no hook there, so its process.exit is wrapped to close the database first —
 * and a deadline bounds it all. Called once at server start, after Next has installed its
 * handler (src/server/start.ts from instrumentation).
 */
export function installGracefulShutdown(): void {
  const frameworkListeners = new Map<NodeJS.Signals, SignalListener[]>();
  for (const signal of SIGNALS) {
    frameworkListeners.set(signal, process.listeners(signal) as SignalListener[]);
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (drain.draining) return;
      logger.info({ signal, drain_ms: DRAIN_MS }, 'shutting down: finishing the requests in flight');
      startDraining();
      closeDatabaseBeforeExit();
      const listeners = frameworkListeners.get(signal) ?? [];
      setTimeout(() => {
        if (listeners.length === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
        for (const listener of listeners) listener(signal);
      }, DRAIN_MS);
    });
  }
}

function closeDatabaseBeforeExit(): void {
  const exit = process.exit.bind(process);
  const deadline = setTimeout(() => {
    logger.error({ ms: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: exiting now');
    exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  let exiting = false;
  process.exit = ((code?: number | string | null) => {
    if (exiting) return undefined as never;
    exiting = true;
    settleBeforeExit()
      .then(
        () => logger.info('database closed; exiting'),
        (error: unknown) => logger.error({ err: error }, 'closing the database failed'),
      )
      .finally(() => exit(code ?? 0));
    return undefined as never;
  }) as typeof process.exit;
}
