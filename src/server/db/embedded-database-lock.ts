import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';

/**
 * PGlite has no lock of its own: a second process opens a folder another one is using
 * without a word, reads whatever pages were last written, and its own writes and checkpoint
 * on close land on the same files (tried: a dump taken that way while a server ran was a
 * mix of states). So the process that opens the embedded database on disk listens on a
 * Unix socket beside its folder (`${folder}.lock`) while it holds it. A socket, not a PID
 * file: a process that dies, even by SIGKILL, stops answering at once (connecting then
 * fails), and a reused PID or another container cannot pass for the holder.
 */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

const holder = globalThis as typeof globalThis & { __learnhubEmbeddedLocks?: Map<string, net.Server> };
const held = (holder.__learnhubEmbeddedLocks ??= new Map());

/** The lock's socket of a PGlite folder. */
function lockPathOf(folder: string): string {
  return `${folder}.lock`;
}

/**
 * True while a live process (this one included) holds the folder.
 * @internal exported for the tests
 */
export function isHeld(folder: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(lockPathOf(folder));
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    // ENOENT (never held) or ECONNREFUSED (its holder died): free.
    probe.once('error', () => resolve(false));
  });
}

/**
 * Takes the folder's lock for this process; rejects with DatabaseInUseError when another
 * live process holds it. A socket file left by a process that died is removed and taken.
 */
export async function acquire(folder: string): Promise<void> {
  if (held.has(folder)) return;
  const socketPath = lockPathOf(folder);
  mkdirSync(path.dirname(socketPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const server = net.createServer((connection) => connection.destroy());
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      server.once('error', resolve);
      server.listen(socketPath, () => resolve(null));
    });
    if (!error) {
      // The lock never keeps the process alive by itself.
      server.unref();
      held.set(folder, server);
      return;
    }
    if (error.code !== 'EADDRINUSE') throw error;
    if (await isHeld(folder)) {
      throw new DatabaseInUseError(
        `another process is using the embedded database in ${folder} (a running server?): stop it first`,
      );
    }
    rmSync(socketPath, { force: true });
  }
  throw new DatabaseInUseError(`could not take the lock of ${folder}`);
}

/**
 * Gives the folder's lock back (no error when this process does not hold it); the process's
 * exit does it too.
 * @internal exported for the tests
 */
export async function release(folder: string): Promise<void> {
  const server = held.get(folder);
  if (!server) return;
  held.delete(folder);
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
