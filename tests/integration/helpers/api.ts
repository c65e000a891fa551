import type { RouteModule, RouteServer } from './http';
import { routeMatcher, serveRoute } from './http';

export interface ApiReply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope holds
  body: any;
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  /** Bytes sent as they are (an upload), instead of a JSON `body`. */
  rawBody?: Uint8Array<ArrayBuffer>;
  token?: string;
  headers?: Record<string, string>;
  /** 'manual': a redirect is the reply, not followed (fetch follows by default). */
  redirect?: RequestRedirect;
}

export interface Api {
  call(path: string, options?: ApiOptions): Promise<ApiReply>;
  /** The same request, with the reply left as it came (files, streams). */
  raw(path: string, options?: ApiOptions): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Serves several route modules (one real HTTP server each, see serveRoute) behind one
 * `call(path)`, which picks the server whose pattern matches the path — like Next, a
 * static segment wins over a dynamic one — and parses the JSON reply.
 */
export async function serveApi(routes: Record<string, RouteModule>): Promise<Api> {
  const servers: Record<string, RouteServer> = {};
  for (const [pattern, route] of Object.entries(routes)) servers[pattern] = await serveRoute(route, pattern);
  const serverFor = routeMatcher(servers);

  const raw = (path: string, options: ApiOptions = {}) => {
    const server = serverFor(new URL(path, 'http://x').pathname)?.route;
    if (!server) throw new Error(`no route served at ${path}`);
    return rawWith(server.request, path, options);
  };

  return {
    raw,
    async call(path, options = {}) {
      return parseReply(await raw(path, options));
    },
    close: async () => {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

/** One call through `request` (a fetch bound to a server): JSON body and bearer token in, parsed reply out. */
export async function callWith(
  request: (path: string, init: RequestInit) => Promise<Response>,
  path: string,
  options: ApiOptions = {},
): Promise<ApiReply> {
  return parseReply(await rawWith(request, path, options));
}

/** The request of a call: JSON (or raw) body and bearer token in, the raw Response out (files, redirects). */
export function rawWith(
  request: (path: string, init: RequestInit) => Promise<Response>,
  path: string,
  options: ApiOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return request(path, { method, headers, body, redirect: options.redirect });
}

async function parseReply(response: Response): Promise<ApiReply> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
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
