import { once } from 'node:events';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startOwnServer, type OwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * Graceful shutdown (the hardening issue), on a production server of its own: with 50
 * requests in flight, SIGTERM lets every one of them finish, closes the database and exits
 * within 10 s. Requests are per-request pages with distinct searches, so each does real work.
 */
const PORT = Number(process.env.E2E_SHUTDOWN_PORT ?? 3127);
const IN_FLIGHT = 50;

test('SIGTERM: the requests in flight all finish, the database closes, the process exits within 10 s', async () => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnhub-shutdown-'));
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer(PORT, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PREFIX: `learnhub:e2e-shutdown:${process.pid}`,
    });
    const exited = once(server.process, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // One page first, so the 50 are not also the server's very first (its page code and
    // the database warm up on it): what is measured is the drain, not a cold start.
    expect((await fetch(`http://127.0.0.1:${PORT}/courses?keyword=warm-up`)).status).toBe(200);
    const agent = new http.Agent({ keepAlive: false, maxSockets: IN_FLIGHT });
    let finished = 0;
    let connected = 0;
    const replies: Promise<number>[] = [];
    const pending: http.ClientRequest[] = [];
    for (let index = 0; index < IN_FLIGHT; index += 1) {
      replies.push(
        new Promise<number>((resolve, reject) => {
          const request = http.get(
            { agent, host: '127.0.0.1', port: PORT, path: `/courses?keyword=shutdown-${index}` },
            (response) => {
              response.resume();
              response.on('end', () => {
                finished += 1;
                resolve(response.statusCode ?? 0);
              });
            },
          );
          request.on('error', reject);
          pending.push(request);
        }),
      );
    }
    // Every connection open (so the server has them) before the signal.
    await new Promise<void>((resolve) => {
      const check = () => (++connected === IN_FLIGHT ? resolve() : undefined);
      for (const request of pending) request.on('socket', (socket) => socket.once('connect', check));
    });
    const inFlightAtSignal = IN_FLIGHT - finished;
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');

    const statuses = await Promise.all(replies);
    expect(statuses, `the server's output:\n${server.output().slice(-6000)}`).toEqual(Array(IN_FLIGHT).fill(200));
    expect(inFlightAtSignal, 'requests still in flight when the signal came').toBeGreaterThan(0);

    const [code] = await exited;
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(code).toBe(143);
    expect(server.output()).toContain('shutting down: finishing the requests in flight');
    expect(server.output()).toContain('database closed; exiting');
  } finally {
    if (server?.process.exitCode === null) server.process.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});
