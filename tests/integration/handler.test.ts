import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueSessionToken } from '@/server/auth/session-token';
import { getDb } from '@/server/db/client';
import { sessions } from '@/server/db/schema/auth';
import { AppError } from '@/server/http/app-error';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { logger } from '@/server/http/logger';
import * as sessionRepository from '@/server/repositories/session-repository';
import { describeEachDatabase } from './helpers/databases';
import { serveRoute, type RouteServer } from './helpers/http';
import { bearer, createTestUser, signedInUser } from './helpers/users';

const config = { api: { bodyParser: false } };

// A route exercising every feature of the wrapper, served the way Next serves /api/items/[id].
const itemsRoute = {
  config,
  default: defineRoute({
    GET: {
      auth: 'none',
      query: z.object({
        id: z.string().regex(/^\d+$/, 'must be a number'),
        page: z.coerce.number().int().min(1).default(1),
      }),
      reply: pageOf(z.object({ id: z.number() })),
      handle: ({ query }) => paginated([{ id: Number(query.id) }], query.page, 3),
    },
    POST: {
      auth: 'none',
      query: z.object({ id: z.string() }),
      body: z.object({ name: z.string().min(2), tags: z.array(z.string()).max(2), price: z.number().int() }),
      status: 201,
      reply: z.object({ id: z.string(), name: z.string(), tags: z.array(z.string()), price: z.number() }),
      handle: ({ body, query }) => ({ ...body, id: query.id }),
    },
    PUT: {
      auth: 'none',
      reply: z.undefined(),
      handle: () => undefined,
    },
    DELETE: {
      auth: 'none',
      reply: z.never(),
      handle: () => {
        const error = new Error('relation "secret_table" does not exist: password=hunter2');
        throw Object.assign(error, { code: '42P01' });
      },
    },
  }),
};

const failuresRoute = {
  config,
  default: defineRoute({
    GET: {
      auth: 'none',
      query: z.object({ kind: z.enum(['app', 'fields', 'db-down']) }),
      reply: z.never(),
      handle: ({ query }) => {
        if (query.kind === 'app') throw new AppError('OUT_OF_STOCK', 'That variant is sold out.');
        if (query.kind === 'fields')
          throw new AppError('REGISTER_FAILED', 'Email taken.', { email: 'Already registered' });
        throw new Error('Failed query: select 1', {
          cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
        });
      },
    },
  }),
};

const whoamiRoute = (auth: 'none' | 'optional' | 'user' | 'admin') => ({
  config,
  default: defineRoute({ GET: { auth, reply: z.object({ user: z.unknown() }), handle: ({ user }) => ({ user }) } }),
});

const servers: RouteServer[] = [];
let items: RouteServer;
let failures: RouteServer;
const who: Record<string, RouteServer> = {};

beforeAll(async () => {
  items = await serveRoute(itemsRoute, '/api/items/[id]');
  failures = await serveRoute(failuresRoute, '/api/failures');
  for (const level of ['none', 'optional', 'user', 'admin'] as const) {
    who[level] = await serveRoute(whoamiRoute(level), `/api/whoami-${level}`);
  }
  servers.push(items, failures, ...Object.values(who));
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});

describe('method table', () => {
  it('answers 405 with an Allow header for an unlisted method', async () => {
    const response = await items.request('/api/items/1', { method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, PUT, DELETE, HEAD');
    expect(await response.json()).toEqual({
      success: false,
      error: {
        detail: expect.stringContaining('PATCH'),
        error_code: 'METHOD_NOT_ALLOWED',
        request_id: expect.any(String),
      },
    });
  });

  it('serves HEAD from GET without a body', async () => {
    const response = await items.request('/api/items/1', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('success envelope', () => {
  it('carries page and total_page for a paginated result, path params included in the query', async () => {
    const response = await items.request('/api/items/42?page=2');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: [{ id: 42 }], page: 2, total_page: 3 });
  });

  it('uses the declared success status and returns the parsed body', async () => {
    const response = await items.request(
      '/api/items/7',
      json({ name: 'Pen', tags: ['a'], price: 5, extra: 'dropped' }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, data: { name: 'Pen', tags: ['a'], price: 5, id: '7' } });
  });

  it('turns an undefined result into data: null', async () => {
    const response = await items.request('/api/items/7', { method: 'PUT' });
    expect(await response.json()).toEqual({ success: true, data: null });
  });

  it('echoes a plain incoming X-Request-Id and invents one otherwise', async () => {
    const echoed = await items.request('/api/items/1', { headers: { 'X-Request-Id': 'edge-abc.123' } });
    expect(echoed.headers.get('x-request-id')).toBe('edge-abc.123');
    const invented = await items.request('/api/items/1', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(invented.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('validation', () => {
  it('names a bad path parameter', async () => {
    const response = await items.request('/api/items/abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: {
        detail: 'id: must be a number',
        error_code: 'VALIDATION_ERROR',
        request_id: expect.any(String),
        fields: { id: 'must be a number' },
      },
    });
  });

  it('names the first bad body field and maps every bad path', async () => {
    const response = await items.request('/api/items/1', json({ name: 'x', tags: ['a', 'b', 'c'], price: 1.5 }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.error_code).toBe('VALIDATION_ERROR');
    expect(error.detail).toMatch(/^name: /);
    expect(Object.keys(error.fields).sort()).toEqual(['name', 'price', 'tags']);
  });

  it('reports nested paths with dots', async () => {
    const response = await items.request('/api/items/1', json({ name: 'Pen', tags: ['a', 3], price: 1 }));
    const { error } = await response.json();
    expect(error.detail).toMatch(/^tags\.1: /);
    expect(Object.keys(error.fields)).toEqual(['tags.1']);
  });

  it('names the body when it is missing or malformed', async () => {
    const missing = await items.request('/api/items/1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.detail).toMatch(/^body: /);

    const malformed = await items.request('/api/items/1', json('{"name": '));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toEqual({
      detail: 'body: Malformed JSON',
      error_code: 'VALIDATION_ERROR',
      request_id: expect.any(String),
      fields: { body: 'Malformed JSON' },
    });
  });
  it('drops the NUL character from every string of the query and body, which PostgreSQL text cannot hold', async () => {
    const inBody = await items.request('/api/items/1', json({ name: 'Pe\u0000n', tags: ['a', 'b\u0000'], price: 1 }));
    expect(inBody.status).toBe(201);
    expect((await inBody.json()).data).toEqual({ name: 'Pen', tags: ['a', 'b'], price: 1, id: '1' });
    const inPath = await items.request('/api/items/4%002');
    expect((await inPath.json()).data).toEqual([{ id: 42 }]);
    const nothingLeft = await items.request('/api/items/1', json({ name: '\u0000\u0000', tags: [], price: 1 }));
    expect((await nothingLeft.json()).error.fields).toEqual({ name: expect.any(String) });
  });

  it('refuses a body nested deeper than any input of the site (400), never overflowing into a 500', async () => {
    const deep = `{"name":${'['.repeat(10_000)}${']'.repeat(10_000)},"tags":[],"price":1}`;
    const reply = await items.request('/api/items/1', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    });
    expect(reply.status).toBe(400);
    expect((await reply.json()).error).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      fields: { body: 'Nested too deeply.' },
    });
    // Nesting that inputs really have still passes.
    const nested = await items.request('/api/items/1', json({ name: 'Pen', tags: ['a'], price: 1 }));
    expect(nested.status).toBe(201);
  });
});

describe('request body limits', () => {
  const limit = 1024 * 1024;

  it('answers 413 when Content-Length is over the limit', async () => {
    const response = await items.request('/api/items/1', json(`"${'x'.repeat(limit)}"`));
    expect(response.status).toBe(413);
    expect((await response.json()).error.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 413 for a chunked body that grows past the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > limit + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await items.request('/api/items/1', {
      method: 'POST',
      body: stream,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await items.request('/api/items/1', {
      method: 'POST',
      body: 'name=Pen',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts JSON with a charset and vendor +json types', async () => {
    const response = await items.request(
      '/api/items/1',
      json({ name: 'Pen', tags: [], price: 1 }, { 'Content-Type': 'application/vnd.api+json; charset=utf-8' }),
    );
    expect(response.status).toBe(201);
  });
});

describe('error mapping', () => {
  it('redacts an unexpected error into a 500 without message, stack or SQL', async () => {
    const response = await items.request('/api/items/1', { method: 'DELETE' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: {
        detail: 'An unexpected error occurred. Please try again later.',
        error_code: 'INTERNAL_ERROR',
        request_id: expect.any(String),
      },
    });
    expect(text).not.toMatch(/secret_table|hunter2|stack|at /);
  });

  it('logs the unexpected error once, with the request id', async () => {
    const child = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const spy = vi.spyOn(logger, 'child').mockReturnValue(child as never);
    try {
      const response = await items.request('/api/items/1', {
        method: 'DELETE',
        headers: { 'X-Request-Id': 'req-500' },
      });
      expect(response.status).toBe(500);
      expect(spy).toHaveBeenCalledWith({ request_id: 'req-500' });
      expect(child.error).toHaveBeenCalledTimes(1);
      expect(child.error.mock.calls[0]![0].err.message).toContain('secret_table');
    } finally {
      spy.mockRestore();
    }
  });

  it('logs one access line per call at info, with the request id, and the path without its query', async () => {
    const child = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const spy = vi.spyOn(logger, 'child').mockReturnValue(child as never);
    const level = vi.spyOn(logger, 'isLevelEnabled').mockImplementation((name) => name === 'info');
    try {
      await items.request('/api/items/7?page=2&token=do-not-log-me', { headers: { 'X-Request-Id': 'req-log' } });
      expect(spy).toHaveBeenCalledWith({ request_id: 'req-log' });
      expect(child.info).toHaveBeenCalledTimes(1);
      expect(child.info).toHaveBeenCalledWith(
        { method: 'GET', path: '/api/items/7', status: 200, ms: expect.any(Number) },
        'api request',
      );
      expect(JSON.stringify(child.info.mock.calls)).not.toContain('do-not-log-me');
    } finally {
      level.mockRestore();
      spy.mockRestore();
    }
  });

  it('does not log expected failures as errors', async () => {
    const child = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const spy = vi.spyOn(logger, 'child').mockReturnValue(child as never);
    try {
      await failures.request('/api/failures?kind=app');
      expect(child.error).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('maps an AppError to the status of its code', async () => {
    const response = await failures.request('/api/failures?kind=app');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: { detail: 'That variant is sold out.', error_code: 'OUT_OF_STOCK', request_id: expect.any(String) },
    });
  });

  it('passes field messages of an AppError through', async () => {
    const response = await failures.request('/api/failures?kind=fields');
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toEqual({ email: 'Already registered' });
  });

  it('answers 503 when the database connection fails, without details', async () => {
    const response = await failures.request('/api/failures?kind=db-down');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text).error.error_code).toBe('SERVICE_UNAVAILABLE');
    expect(text).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|select/);
  });

  it('refuses to run when Next has already parsed the body (bodyParser left on)', async () => {
    const handler = itemsRoute.default;
    const served = await serveRoute(
      { config, default: (req, res) => handler(Object.assign(req, { body: {} }), res) },
      '/api/items/[id]',
    );
    try {
      const response = await served.request('/api/items/1');
      expect(response.status).toBe(500);
    } finally {
      await served.close();
    }
  });
});

describe('request ids', () => {
  // A service deep in a call logs through the process's logger, after an await, as they do.
  const serviceRoute = {
    config,
    default: defineRoute({
      GET: {
        auth: 'none',
        reply: z.never(),
        handle: async () => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          logger.warn({ step: 'service' }, 'a service warns');
          throw new AppError('OUT_OF_STOCK', 'That variant is sold out.');
        },
      },
    }),
  };

  it('the failure envelope carries the id of the reply’s X-Request-Id, a proxy’s or its own', async () => {
    for (const headers of [{ 'X-Request-Id': 'edge-77.a' }, {}] as Record<string, string>[]) {
      const response = await failures.request('/api/failures?kind=app', { headers });
      const id = response.headers.get('x-request-id');
      expect(id).toBe(headers['X-Request-Id'] ?? id);
      expect((await response.json()).error.request_id).toBe(id);
    }
    const crash = await items.request('/api/items/1', { method: 'DELETE' });
    expect((await crash.json()).error.request_id).toBe(crash.headers.get('x-request-id'));
  });

  it('a line the process’s logger writes while serving the request carries its id; one after does not', async () => {
    const server = await serveRoute(serviceRoute, '/api/service');
    servers.push(server);
    const lines: Record<string, unknown>[] = [];
    const stream = (logger as unknown as Record<symbol, { write: (line: string) => void }>)[pino.symbols.streamSym]!;
    const write = vi.spyOn(stream, 'write').mockImplementation((line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    });
    const level = logger.level;
    logger.level = 'info';
    try {
      const response = await server.request('/api/service', { headers: { 'X-Request-Id': 'req-deep-1' } });
      expect(response.status).toBe(409);
      logger.warn('outside any request');
      expect(lines.find((line) => line.msg === 'a service warns')).toMatchObject({ request_id: 'req-deep-1' });
      // The wrapper's own access line, through the request's child logger: the id once.
      const access = lines.find((line) => line.msg === 'api request');
      expect(access).toMatchObject({ request_id: 'req-deep-1', path: '/api/service', status: 409 });
      expect(lines.find((line) => line.msg === 'outside any request')).not.toHaveProperty('request_id');
    } finally {
      logger.level = level;
      write.mockRestore();
    }
  });
});

describeEachDatabase('auth context', () => {
  it('auth none never reads the token', async () => {
    const response = await who.none!.request('/api/whoami-none', { headers: bearer('not.a.token') });
    expect(await response.json()).toEqual({ success: true, data: { user: null } });
  });

  it('auth optional gives null without a token and the user with one', async () => {
    const anonymous = await who.optional!.request('/api/whoami-optional');
    expect((await anonymous.json()).data.user).toBeNull();

    const { user, token, sessionId } = await signedInUser();
    const signedIn = await who.optional!.request('/api/whoami-optional', { headers: bearer(token) });
    expect((await signedIn.json()).data.user).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      role: 'user',
      sessionId,
    });
  });

  it('auth user answers 401 without a token, and accepts the token cookie', async () => {
    const anonymous = await who.user!.request('/api/whoami-user');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.error_code).toBe('UNAUTHORIZED');

    const { user, token } = await signedInUser();
    const withCookie = await who.user!.request('/api/whoami-user', { headers: { Cookie: `lang=vi; token=${token}` } });
    expect(withCookie.status).toBe(200);
    expect((await withCookie.json()).data.user.id).toBe(user.id);
  });

  it('auth admin answers 403 for a user and 200 for an admin', async () => {
    const learner = await signedInUser('user');
    const forbidden = await who.admin!.request('/api/whoami-admin', { headers: bearer(learner.token) });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.error_code).toBe('FORBIDDEN');

    const admin = await signedInUser('admin');
    const allowed = await who.admin!.request('/api/whoami-admin', { headers: bearer(admin.token) });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).data.user.role).toBe('admin');
  });

  it('answers 401 once the session is revoked', async () => {
    const { token, sessionId } = await signedInUser();
    expect((await who.user!.request('/api/whoami-user', { headers: bearer(token) })).status).toBe(200);
    await sessionRepository.revoke(sessionId);
    expect((await who.user!.request('/api/whoami-user', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers 401 for an expired JWT', async () => {
    const user = await createTestUser();
    const { token } = await issueSessionToken(user.id, { now: new Date(Date.now() - 4 * 24 * 3600 * 1000) });
    expect((await who.user!.request('/api/whoami-user', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers 401 when the JWT is valid but its session row has expired', async () => {
    const { token, sessionId } = await signedInUser();
    await getDb()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await who.user!.request('/api/whoami-user', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers 401 for a forged JWT (other key, tampered payload, alg none)', async () => {
    const { token } = await signedInUser('user');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const admin = await createTestUser('admin');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: admin.id })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const { SignJWT } = await import('jose');
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));

    for (const forged of [`${header}.${tampered}.${signature}`, `${none}.${payload}.`, otherKey, 'garbage']) {
      const response = await who.user!.request('/api/whoami-user', { headers: bearer(forged) });
      expect(response.status).toBe(401);
    }
  });
});
