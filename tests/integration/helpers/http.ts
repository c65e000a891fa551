import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a file under src/pages/api exports. */
export interface RouteModule {
  default: (
    req: IncomingMessage & { query?: Record<string, string | string[] | undefined> },
    res: ServerResponse,
  ) => unknown;
  config?: { api?: { bodyParser?: unknown } };
}

export interface RouteServer {
  /** Absolute URL of a path on this server, e.g. url('/api/health'). */
  url(path: string): string;
  /** fetch() against this server. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Serves one API route module on 127.0.0.1 (random port) the way Next calls it: `req.query`
 * holds the search params plus the dynamic params of `pattern` (e.g. '/api/users/[id]',
 * '/api/[...path]'), so tests make real HTTP requests with fetch.
 */
export async function serveRoute(route: RouteModule, pattern: string): Promise<RouteServer> {
  // Next would parse the body before the wrapper sees it; fail here rather than pass by luck.
  if (route.config?.api?.bodyParser !== false) {
    throw new Error(`${pattern}: the route must export config = { api: { bodyParser: false } }`);
  }
  const matcher = compilePattern(pattern);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const params = matcher(url.pathname);
    if (!params) {
      res.statusCode = 599;
      res.end(`test harness: ${url.pathname} does not match ${pattern}`);
      return;
    }
    Object.assign(req, { query: nextQuery(url, params) });
    Promise.resolve(route.default(req, res)).catch((error: unknown) => {
      res.statusCode = 598;
      res.end(`test harness: the handler rejected: ${String(error)}`);
    });
  });
  // Never close idle keep-alive sockets from this side: fetch may reuse one at the very moment
  // the server drops it (ECONNRESET) when a slow test pauses between requests.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    url: (path) => `${base}${path}`,
    request: (path, init) => fetch(`${base}${path}`, init),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A request to a served route, with its status, headers and parsed JSON body. */
export async function callJson(
  server: RouteServer,
  path: string,
  init: RequestInit = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope holds
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await server.request(path, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

type Params = Record<string, string | string[]>;

/** `req.query` as Next builds it: the search params (repeated ones as arrays), then the path's. */
export function nextQuery(url: URL, params: Params): Params {
  const query: Params = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return { ...query, ...params };
}

/**
 * Picks, among route patterns, the one a path falls under — like Next, a static segment
 * wins over a dynamic one — with the path's parameters; null when none matches.
 */
export function routeMatcher<T>(routes: Record<string, T>): (pathname: string) => { route: T; params: Params } | null {
  const compiled = Object.entries(routes)
    .map(([pattern, route]) => ({
      route,
      matches: compilePattern(pattern),
      dynamicSegments: pattern.split('/').filter((segment) => segment.startsWith('[')).length,
    }))
    .sort((a, b) => a.dynamicSegments - b.dynamicSegments);
  return (pathname) => {
    for (const { route, matches } of compiled) {
      const params = matches(pathname);
      if (params) return { route, params };
    }
    return null;
  };
}

function compilePattern(pattern: string): (pathname: string) => Params | null {
  const segments = pattern.split('/').filter(Boolean);
  return (pathname) => {
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const params: Params = {};
    for (const [index, segment] of segments.entries()) {
      const optionalRest = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment);
      const single = /^\[(\w+)\]$/.exec(segment);
      if (optionalRest || rest) {
        const remaining = parts.slice(index);
        if (rest && remaining.length === 0) return null;
        if (remaining.length > 0) params[(optionalRest ?? rest)![1]!] = remaining;
        return params;
      }
      const part = parts[index];
      if (part === undefined) return null;
      if (single) params[single[1]!] = part;
      else if (segment !== part) return null;
    }
    return parts.length === segments.length ? params : null;
  };
}
