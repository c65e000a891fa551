import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as z from 'zod';
import type { ErrorCode } from '@/lib/api/error-codes';
import type { AuthUser } from '../auth/auth-user';
import { isDatabaseUnavailableError } from '../db/is-unavailable-error';
import { env } from '../env';
import { AppError } from './app-error';
import { authenticate } from './auth-context';
import { isCrossSiteWrite } from './fetch-site';
import { recordApiRequest } from '../metrics/registry';
import { routeTemplateOf } from '../metrics/route-template';
import { logger, requestIdOf, requestLogger, type Logger } from './logger';
import { runInRequest } from './request-context';
import { MalformedJsonError, readJsonBody } from './read-json-body';
import type { HandlerResult, ReplySpec } from './reply-spec';
import { sendFailure, sendSuccess } from './respond';
import { OUTAGE_RETRY_HEADERS } from './service-unavailable';
import { parseInputs, type Schema } from './validation';

export { paginated } from './respond';
export { ownReply, pageOf } from './reply-spec';

/*
 * Every API route file must also export, as a literal (Next reads it statically and
 * rejects a reference to a constant):
 *   export const config = { api: { bodyParser: false } };
 * so that the wrapper reads the body itself (size limit, 413/415, JSON errors in the
 * envelope). The wrapper refuses requests whose body Next has already parsed, and the
 * integration harness refuses route modules without it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
// Everything but GET/HEAD changes state; `ANY` (the catch-all 404) is treated the same way.
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The route label of a request whose template its URL leaves in doubt (routeTemplateOf). */
const UNRESOLVED_ROUTE = '(unresolved)';

/** none: never reads a token; optional: user or null; user: 401 without one; admin: 403 for non-admins. */
export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';
type UserFor<A extends AuthLevel> = A extends 'user' | 'admin'
  ? AuthUser
  : A extends 'optional'
    ? AuthUser | null
    : null;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** The request as Next hands it to API routes: path params and search params in `query`. */
export type ApiRequest = IncomingMessage & { query?: Record<string, string | string[] | undefined> };

interface HandlerContext<Q, B, U> {
  query: Q;
  body: B;
  user: U;
  req: ApiRequest;
  /** Set headers/cookies here; a handler that ends the response itself (redirect, file) is left alone. */
  res: ServerResponse;
  log: Logger;
  requestId: string;
}

export interface MethodSpec<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  A extends AuthLevel,
  R extends ReplySpec = ReplySpec,
> {
  /** One line for the API reference (/api/openapi.json); every route of the site has one. */
  summary?: string;
  auth: A;
  /**
   * What a success carries (see reply-spec.ts): the reply schema the reference documents,
   * which `handle` must return. From src/lib/**\/*-types.ts, where the reply types are
   * inferred from these same schemas.
   */
  reply: R;
  /**
   * The failures the handler and its services answer (their AppError codes), beyond those
   * the wrapper gives every route of its kind (see wrapperErrors in
   * src/server/openapi/build-openapi.ts). tests/integration/openapi-errors.test.ts checks
   * the list against the codes the handler can reach.
   */
  errors?: readonly ErrorCode[];
  /**
   * Writes (POST, PUT, PATCH, DELETE) refuse requests started by another site (403
   * CROSS_SITE_REQUEST, see isCrossSiteWrite). `true` lets them through: only for a call
   * that reads no session and carries its own proof, such as a signed one-click link.
   */
  allowCrossSite?: boolean;
  /** Validates `req.query`: search params and dynamic path params (strings or string arrays). */
  query?: Q;
  /**
   * A query the handler reads itself, documented by this schema but not validated by the
   * wrapper: VNPay's signed vnp_* parameters, whose checksum covers every parameter sent and
   * whose refusal must come in VNPay's own terms, never as a 400.
   */
  ownQuery?: Schema;
  /** Validates the JSON body; without it the body is never read. */
  body?: B;
  /**
   * A body the handler reads itself, raw (a file): documented with this description as
   * `application/octet-stream`; the wrapper never touches it.
   */
  rawBody?: { description: string };
  /** Success status (default 200). */
  status?: number;
  /** Returns the envelope's `data`, `paginated(data, page, totalPage)`, or nothing after writing the reply itself. */
  handle: (ctx: HandlerContext<Parsed<Q>, Parsed<B>, UserFor<A>>) => HandlerResult<R> | Promise<HandlerResult<R>>;
}

export type AnySpec = MethodSpec<Schema | undefined, Schema | undefined, AuthLevel, ReplySpec>;
type S = Schema | undefined;
type R = ReplySpec;

/** What defineRoute returns: Next's handler, and its method table for the API reference and tests. */
export type ApiRoute = ((req: ApiRequest, res: ServerResponse) => Promise<void>) & {
  readonly methods: Readonly<Partial<Record<HttpMethod | 'ANY', AnySpec>>>;
};

/**
 * The one wrapper for every API route: method table (405 + Allow otherwise), auth, zod
 * validation of query and body (400 VALIDATION_ERROR), the success/failure envelope,
 * the CSRF check of writes, error mapping (AppError → its status; database down → 503 with Retry-After; anything else → a redacted
 * 500, logged once with the request id) and an X-Request-Id on every reply.
 *
 *   export default defineRoute({
 *     GET: { auth: 'user', query: z.object({ id: z.uuid() }), reply: orderViewSchema, handle: ({ query, user }) => … },
 *   });
 */
export function defineRoute<
  GQ extends S = undefined,
  GA extends AuthLevel = AuthLevel,
  PQ extends S = undefined,
  PB extends S = undefined,
  PA extends AuthLevel = AuthLevel,
  UQ extends S = undefined,
  UB extends S = undefined,
  UA extends AuthLevel = AuthLevel,
  AQ extends S = undefined,
  AB extends S = undefined,
  AA extends AuthLevel = AuthLevel,
  DQ extends S = undefined,
  DB extends S = undefined,
  DA extends AuthLevel = AuthLevel,
  XQ extends S = undefined,
  XA extends AuthLevel = AuthLevel,
  GR extends R = R,
  PR extends R = R,
  UR extends R = R,
  AR extends R = R,
  DR extends R = R,
  XR extends R = R,
>(table: {
  GET?: MethodSpec<GQ, undefined, GA, GR>;
  POST?: MethodSpec<PQ, PB, PA, PR>;
  PUT?: MethodSpec<UQ, UB, UA, UR>;
  PATCH?: MethodSpec<AQ, AB, AA, AR>;
  DELETE?: MethodSpec<DQ, DB, DA, DR>;
  /** Any method not listed above (e.g. the catch-all 404); the body is never read. */
  ANY?: MethodSpec<XQ, undefined, XA, XR>;
}): ApiRoute {
  const specs = table as Partial<Record<HttpMethod | 'ANY', AnySpec>>;
  const listed = METHODS.filter((method) => specs[method]);
  const allow = [...listed, ...(specs.GET ? ['HEAD'] : [])].join(', ');

  // The route template this route file serves (`/api/orders/[id]`), for the request
  // metrics: one route file, one template, learnt from the first request that shows it
  // unambiguously (see routeTemplateOf), then reused at no cost.
  let knownTemplate: string | undefined;
  const routeOf = (req: ApiRequest): string => {
    if (knownTemplate !== undefined) return knownTemplate;
    const { template, certain } = routeTemplateOf(req.url ?? '/', req.query ?? {});
    if (!certain) return UNRESOLVED_ROUTE;
    knownTemplate = template;
    return template;
  };

  return Object.assign(apiRoute, { methods: specs });

  function apiRoute(req: ApiRequest, res: ServerResponse): Promise<void> {
    const requestId = requestIdOf(req);
    return runInRequest({ requestId }, () => serve(req, res, requestId));
  }

  async function serve(req: ApiRequest, res: ServerResponse, requestId: string): Promise<void> {
    // A child logger costs an allocation per request; most requests never log.
    let requestLog: Logger | undefined;
    const log = (): Logger => (requestLog ??= requestLogger(requestId));
    const started = performance.now();
    res.setHeader('X-Request-Id', requestId);
    try {
      if ((req as { body?: unknown }).body !== undefined) {
        throw new Error('Next parsed this body: the route must export config = { api: { bodyParser: false } }');
      }
      const method = (req.method === 'HEAD' ? 'GET' : req.method) as HttpMethod;
      const spec = specs[method] ?? specs.ANY;
      if (!spec) {
        res.setHeader('Allow', allow);
        throw new AppError('METHOD_NOT_ALLOWED', `${req.method} is not allowed here; use ${allow}.`);
      }
      if (WRITE_METHODS.has(method) && !spec.allowCrossSite && isCrossSiteWrite(req)) {
        throw new AppError('CROSS_SITE_REQUEST', 'This call must come from the site itself.');
      }
      const user = await authorize(req, spec.auth);
      const rawBody = spec.body ? await readBodyOrValidationError(req) : undefined;
      const [query, body] = await parseInputs([
        { schema: spec.query, value: req.query ?? {}, location: 'query' },
        { schema: spec.body, value: rawBody, location: 'body' },
      ]);
      const context = {
        query,
        body,
        user,
        req,
        res,
        requestId,
        get log() {
          return log();
        },
      };
      const result = await spec.handle(context as never);
      if (!res.headersSent && !res.writableEnded) sendSuccess(res, spec.status ?? 200, result);
    } catch (error) {
      sendError(res, error, log, req, requestId);
    } finally {
      recordApiRequest(req.method, routeOf(req), res.statusCode, (performance.now() - started) / 1000);
      // The access log: one line per call, with its request id. The path only: a query can
      // carry a secret (a signed download link, an unsubscribe token).
      if (logger.isLevelEnabled('info')) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        const path = req.url?.split('?', 1)[0];
        log().info({ method: req.method, path, status: res.statusCode, ms }, 'api request');
      }
    }
  }
}

async function authorize(req: ApiRequest, level: AuthLevel): Promise<AuthUser | null> {
  if (level === 'none') return null;
  const user = await authenticate(req);
  if (level === 'optional') return user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  if (level === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN', 'Administrators only.');
  return user;
}

async function readBodyOrValidationError(req: ApiRequest): Promise<unknown> {
  try {
    return await readJsonBody(req, env.API_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof MalformedJsonError) {
      throw new AppError('VALIDATION_ERROR', 'body: Malformed JSON', { body: 'Malformed JSON' });
    }
    throw error;
  }
}

function sendError(res: ServerResponse, error: unknown, log: () => Logger, req: ApiRequest, requestId: string): void {
  if (res.headersSent) {
    // The handler had started its own reply (a file download); all that is left is to log
    // and cut it short. A client that went away mid-reply (a cancelled download) is no fault.
    if (req.destroyed || res.destroyed) {
      log().info({ err: error, method: req.method, url: req.url }, 'client left before the reply ended');
    } else {
      log().error({ err: error, method: req.method, url: req.url }, 'api handler failed after replying');
    }
    res.end();
    return;
  }
  if (error instanceof AppError) {
    if (error.status === 413) {
      // The rest of the body is not read: close the connection instead of draining it.
      res.setHeader('Connection', 'close');
      req.resume();
    }
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    sendFailure(res, { code: error.code, detail: error.detail, fields: error.fields, requestId });
    return;
  }
  if (isDatabaseUnavailableError(error)) {
    log().error({ err: error, method: req.method, url: req.url }, 'database unavailable');
    for (const [name, value] of Object.entries(OUTAGE_RETRY_HEADERS)) res.setHeader(name, value);
    sendFailure(res, {
      code: 'SERVICE_UNAVAILABLE',
      detail: 'The service is temporarily unavailable. Please try again later.',
      requestId,
    });
    return;
  }
  log().error({ err: error, method: req.method, url: req.url }, 'api handler failed');
  sendFailure(res, {
    code: 'INTERNAL_ERROR',
    detail: 'An unexpected error occurred. Please try again later.',
    requestId,
  });
}
