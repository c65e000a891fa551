import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_STATUS } from '@/lib/api/error-codes';
import { API_ROUTES } from '@/openapi/api-routes';
import { openApiDocument } from '@/openapi/openapi-document';
import { env } from '@/server/env';
import type { AnySpec, HttpMethod } from '@/server/http/handler';
import { serveApi, type Api } from './helpers/api';
import { describeEachDatabase } from './helpers/databases';
import { documentedReplyChecker } from './helpers/documented-reply';
import { isolateRateLimits } from './helpers/rate-limits';
import { jsonSchemaOf, toSearchParams, valueFor } from './helpers/schema-arbitrary';
import { signedInUser } from './helpers/users';

/**
 * Property-based fuzzing of every API route (the hardening issue): inputs generated from
 * each route's own zod schemas, sent as the signed-in user or admin the route expects, so
 * the services behind validation are reached too. Whatever comes in, the reply must be a
 * 4xx or a success — never a 5xx —, in the envelope, with no stack trace or SQL in it, and
 * one the API document lists for the call, in the shape it gives (helpers/documented-reply.ts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
// fast-check prints the seed of a failing run: FUZZ_SEED=<seed> replays it.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Replies that are documents, not the envelope, when they succeed. */
const DOCUMENT_ROUTES = new Set([
  '/api/openapi.json',
  '/api/reference',
  '/api/exam/lessons/[id]/video',
  '/api/exam/lessons/[id]/captions/[lang]',
  '/api/source-codes/[id]/download',
  '/api/source-codes/[id]/file',
  '/api/admin/reports/orders.csv',
  '/api/admin/newsletter/subscribers/export',
]);
/** The chat's push streams: a success is an event stream that lasts until the reader leaves. */
const PUSH_STREAM_ROUTES = new Set(['/api/chat/stream', '/api/admin/chat/stream']);
/** VNPay's notification answers in VNPay's own format, always. */
const IPN = '/api/payments/vnpay/ipn';
/** 503s that are a configuration fact of the test server (no Google client, no gateway), not a failure. */
const EXPECTED_503: Record<string, string> = {
  '/api/auth/google/login-url': 'SERVICE_UNAVAILABLE',
  '/api/auth/google/login': 'SERVICE_UNAVAILABLE',
  '/api/orders/[id]/payment': 'PAYMENT_UNAVAILABLE',
  '/api/orders': 'PAYMENT_UNAVAILABLE',
};
const LEAK = /\bat .+:\d+:\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|relation "|syntax error|ECONNREFUSED/i;

let api: Api;
let problemsOf: ReturnType<typeof documentedReplyChecker>;
beforeAll(async () => {
  api = await serveApi(API_ROUTES);
  problemsOf = documentedReplyChecker(await openApiDocument());
});
afterAll(() => api.close());
isolateRateLimits();

const cases = Object.entries(API_ROUTES).flatMap(([pattern, route]) =>
  METHODS.filter((method) => route.default.methods[method]).map((method) => ({
    pattern,
    method,
    spec: route.default.methods[method]!,
  })),
);

/** A fresh session per case: the fuzzing of logout and password changes revokes the one it uses. */
async function tokenFor(spec: AnySpec): Promise<string | undefined> {
  if (spec.auth === 'none') return undefined;
  return (await signedInUser(spec.auth === 'admin' ? 'admin' : 'user')).token;
}

describeEachDatabase('fuzzing every API route', () => {
  it('covers every route and method of the table', () => {
    expect(new Set(cases.map((entry) => entry.pattern)).size).toBe(Object.keys(API_ROUTES).length);
  });

  it.each(cases.map((entry) => [`${entry.method} ${entry.pattern}`, entry] as const))(
    '%s: no 5xx, always the envelope, nothing leaked',
    async (_, { pattern, method, spec }) => {
      const token = await tokenFor(spec);
      await fc.assert(
        fc.asyncProperty(inputsFor(pattern, spec), async ({ path, body }) => {
          const reply = await api.raw(path, {
            method,
            token,
            ...(spec.body ? { body: body === undefined ? null : body } : {}),
          });
          const contentType = reply.headers.get('content-type');
          if (PUSH_STREAM_ROUTES.has(pattern) && reply.status === 200) {
            // A stream never ends by itself: its start is what can be checked.
            expect(contentType).toBe('text/event-stream; charset=utf-8');
            await reply.body?.cancel();
            return;
          }
          const text = await reply.text();
          expect(text, `${method} ${path}`).not.toMatch(LEAK);
          checkReply(pattern, reply, text);
          expect(problemsOf(pattern, method, { status: reply.status, contentType, text }), `${method} ${path}`).toEqual(
            [],
          );
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );

  it.each(
    cases.filter((entry) => entry.spec.body).map((entry) => [`${entry.method} ${entry.pattern}`, entry] as const),
  )('%s refuses a body over the size limit with 413', async (_, { pattern, method, spec }) => {
    const token = await tokenFor(spec);
    const path = pattern.replace(/\[(\w+)\]/g, '1');
    const reply = await api.call(path, {
      method,
      token,
      body: { padding: 'x'.repeat(env.API_BODY_LIMIT_BYTES + 1) },
    });
    expect(reply.status).toBe(413);
    expect(reply.body.error.error_code).toBe('PAYLOAD_TOO_LARGE');
  });
});

/** A path (path parameters and query from the query schema) and a body from the body schema. */
function inputsFor(pattern: string, spec: AnySpec): fc.Arbitrary<{ path: string; body: unknown }> {
  const pathParams = [...pattern.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
  const query = spec.query ? valueFor(jsonSchemaOf(spec.query)) : fc.constant({});
  const body = spec.body ? valueFor(jsonSchemaOf(spec.body)) : fc.constant(undefined);
  // Path segments: mostly what the schema asks for (small ids), sometimes anything.
  const segment = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  );
  return fc.record({ query, body, segments: fc.array(segment, { minLength: 3, maxLength: 3 }) }).map((input) => {
    const params = toSearchParams(input.query);
    let path = pattern;
    pathParams.forEach((name, index) => {
      const fromQuery = params.get(name);
      params.delete(name);
      path = path.replace(`[${name}]`, encodeURIComponent(sendable(fromQuery || input.segments[index]!)));
    });
    const search = params.toString();
    return { path: search ? `${path}?${search}` : path, body: input.body };
  });
}

/**
 * A path segment a client can actually send: "." and ".." (encoded or not) are resolved away
 * by URL parsing before a request leaves, so `/lessons/.` would reach `/lessons/` — another
 * route, not a strange id. They get a character more.
 */
function sendable(segment: string): string {
  return /^\.{1,2}$/.test(segment) ? `${segment}x` : segment;
}

function checkReply(pattern: string, reply: Response, text: string): void {
  const where = `${reply.status} from ${pattern}: ${text.slice(0, 300)}`;
  if (pattern === IPN) {
    expect(reply.status, where).toBe(200);
    expect(JSON.parse(text), where).toEqual({ RspCode: expect.any(String), Message: expect.any(String) });
    return;
  }
  if (reply.ok && DOCUMENT_ROUTES.has(pattern)) return;
  if (reply.status === 302 || reply.status === 303) return;
  expect(reply.headers.get('content-type'), where).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  if (reply.ok) {
    expect(body.success, where).toBe(true);
    expect(body, where).toHaveProperty('data');
    return;
  }
  expect(body.success, where).toBe(false);
  expect(Object.keys(ERROR_STATUS), where).toContain(body.error?.error_code);
  expect(typeof body.error.detail, where).toBe('string');
  expect(reply.status < 500 || (reply.status === 503 && EXPECTED_503[pattern] === body.error.error_code), where).toBe(
    true,
  );
}
