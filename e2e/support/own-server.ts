import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/**
 * A production server of a journey's own (`next start` on the build), for journeys that do
 * to the server what others must not see: stop it, cut its database. It listens on
 * 127.0.0.1:`port` with the given environment on top of the test run's; its output is kept
 * for failure messages.
 */
export interface OwnServer {
  origin: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, and wait for the exit (a no-op when it has ended). */
  stop(): Promise<void>;
}

export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [
      path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      env: { ...process.env, APP_URL: origin, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: OwnServer = {
    origin,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
  // A fresh database migrates and seeds itself first: that takes a few seconds.
  const deadline = Date.now() + 90_000;
  while ((await fetch(`${origin}/api/health`).catch(() => null))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server on port ${port} did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}
