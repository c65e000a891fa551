import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { SERVER_BIND_HOST } from './bind-host';

/**
 * A production server of a journey's own (`next start` on the build, or the standalone
 * server the Docker image runs), for journeys that do to the server what others must not
 * see: stop it, cut its database, run the standalone output. It listens on
 * `port` (SERVER_BIND_HOST), called at 127.0.0.1:`port` with the given environment on top of the test run's; its output is kept
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

export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  { standalone = false }: { standalone?: boolean } = {},
): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${port}`;
  // The standalone server (`npm run build` completes it) takes its address from PORT and
  // HOSTNAME, and works in its own folder: give it absolute paths.
  const args = standalone
    ? [path.join(process.cwd(), '.next', 'standalone', 'server.js')]
    : [
        path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'),
        'start',
        '-p',
        String(port),
        '-H',
        SERVER_BIND_HOST,
      ];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      APP_URL: origin,
      ...env,
      NODE_ENV: 'production',
      ...(standalone ? { PORT: String(port), HOSTNAME: SERVER_BIND_HOST } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
