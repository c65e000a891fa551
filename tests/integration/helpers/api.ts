import type { RouteModule, RouteServer } from './http';
import { serveRoute } from './http';

export interface ApiReply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope holds
  body: any;
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Api {
  call(path: string, options?: ApiOptions): Promise<ApiReply>;
  close(): Promise<void>;
}

/**
 * Serves several route modules (one real HTTP server each, see serveRoute) behind one
 * `call(path)`, which picks the server by the path's pathname and parses the JSON reply.
 */
export async function serveApi(routes: Record<string, RouteModule>): Promise<Api> {
  const servers = new Map<string, RouteServer>();
  for (const [pattern, route] of Object.entries(routes)) servers.set(pattern, await serveRoute(route, pattern));

  return {
    async call(path, options = {}) {
      const server = servers.get(new URL(path, 'http://x').pathname);
      if (!server) throw new Error(`no route served at ${path}`);
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const response = await server.request(path, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    },
    close: async () => {
      await Promise.all([...servers.values()].map((server) => server.close()));
    },
  };
}

/** Polls until `probe` returns a value (background work such as mails), or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | undefined | null>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
