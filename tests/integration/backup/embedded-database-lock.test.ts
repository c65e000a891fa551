import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquire, DatabaseInUseError, isHeld, release } from '@/server/db/embedded-database-lock';

/**
 * PGlite lets a second process open a folder another is using, silently. The lock socket
 * is what stops a backup, a restore or a second server while one holds it: proven here
 * with a real second process, killed the hard way at the end.
 */
describe('the embedded database lock', () => {
  let parent: string;
  let folder: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(os.tmpdir(), 'learnhub-lock-'));
    folder = path.join(parent, 'pglite');
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  /** Another process that takes the lock through the same module, then waits to be killed. */
  function holderProcess(): Promise<ChildProcess> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        // tsx loads the module as CommonJS here: its exports arrive under `default`.
        `import('./src/server/db/embedded-database-lock.ts').then((m) => (m.acquire ?? m.default.acquire)(${JSON.stringify(folder)})).then(() => { console.log('held'); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return new Promise((resolve, reject) => {
      child.stdout!.once('data', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
    });
  }

  it('is free for a folder nobody opened', async () => {
    expect(await isHeld(folder)).toBe(false);
  });

  it('refuses another process while one holds the folder, and frees it when that one dies by SIGKILL', async () => {
    const holder = await holderProcess();
    try {
      expect(await isHeld(folder)).toBe(true);
      await expect(acquire(folder)).rejects.toThrow(DatabaseInUseError);
      await expect(acquire(folder)).rejects.toThrow(/another process is using the embedded database/);
    } finally {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    // The dead holder's socket file is still there; nobody answers on it any more.
    expect(await isHeld(folder)).toBe(false);
    await acquire(folder);
    expect(await isHeld(folder)).toBe(true);
    await release(folder);
    expect(await isHeld(folder)).toBe(false);
  });
});
