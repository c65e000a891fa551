import { ERROR_STATUS, type ErrorCode } from '@/lib/api/error-codes';
import { ERROR_DESCRIPTIONS } from '@/server/http/error-code-descriptions';
import type { AnySpec, ApiRoute, AuthLevel, HttpMethod } from '../http/handler';
import { isOwnReply, isPageReply } from '../http/reply-spec';
import { SchemaComponents, type JsonSchema } from './json-schema';

/**
 * The OpenAPI 3.1 document of the API, built from the routes' own method tables: the zod
 * schemas that validate each query and body are the documented parameters, the reply
 * schema each table names (the one the handler's return type is inferred from) is the
 * documented success, and its failures are the codes the wrapper and the handler's
 * services answer. Nothing is written twice, so the reference cannot drift from the code;
 * tests/integration/openapi-replies.test.ts checks a real reply of every route against it.
 */

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: JsonSchema }>;
}

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const WRITES: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const SECURITY: Record<AuthLevel, Record<string, string[]>[]> = {
  none: [],
  // An empty requirement first: the call also works signed out.
  optional: [{}, { bearerToken: [] }, { tokenCookie: [] }],
  user: [{ bearerToken: [] }, { tokenCookie: [] }],
  admin: [{ bearerToken: [] }, { tokenCookie: [] }],
};

const FAILURE_REF = '#/components/schemas/Failure';

/**
 * `/api/exam/courses/[id]` → `/api/exam/courses/{id}`.
 * @internal exported for the tests
 */
export function openApiPath(pattern: string): string {
  return pattern.replace(/\[(\w+)\]/g, '{$1}');
}

/** The API's own version: the calls and envelope of the spec, unchanged since it was written. */
const API_VERSION = '1.0.0';

export function buildOpenApiDocument(routes: Readonly<Record<string, ApiRoute>>): OpenApiDocument {
  const components = new SchemaComponents();
  const paths: OpenApiDocument['paths'] = {};
  for (const [pattern, route] of Object.entries(routes)) {
    const item: OpenApiDocument['paths'][string] = {};
    for (const method of METHODS) {
      const spec = route.methods[method];
      if (spec) item[method.toLowerCase() as Lowercase<HttpMethod>] = operation(pattern, method, spec, components);
    }
    paths[openApiPath(pattern)] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LearnHub API',
      version: API_VERSION,
      description:
        'Every reply is an envelope: `{ success: true, data, page?, total_page? }` or ' +
        '`{ success: false, error: { error_code, detail, fields?, request_id } }` (the files, this document, its page and ' +
        "VNPay's IPN aside). Each call lists the statuses it answers and, under each failure status, its error " +
        'codes. Any path answers 405 METHOD_NOT_ALLOWED (with `Allow`) for a method it does not list. Writes ' +
        'started by another site are refused (403 CROSS_SITE_REQUEST). The session token is sent as ' +
        '`Authorization: Bearer` or the `token` cookie; visitors of the chat send `X-Chat-Token`.',
    },
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        chatToken: { type: 'apiKey', in: 'header', name: 'X-Chat-Token' },
      },
      schemas: {
        Failure: {
          type: 'object',
          required: ['success', 'error'],
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              required: ['error_code', 'detail', 'request_id'],
              properties: {
                error_code: { enum: Object.keys(ERROR_STATUS) },
                detail: { type: 'string', description: 'For people; never internals.' },
                fields: {
                  type: 'object',
                  additionalProperties: { type: 'string' },
                  description:
                    'VALIDATION_ERROR: the message of each bad field, by dotted path. The readiness probe: each failed check.',
                },
                request_id: {
                  type: 'string',
                  description:
                    "The request's id, as in its `X-Request-Id` header and on the server's log lines: what to quote to support.",
                },
              },
              additionalProperties: false,
            },
          },
          additionalProperties: false,
        },
        ...components.schemas,
      },
    },
  };
}

/**
 * The failures the wrapper (src/server/http/handler.ts) answers for every route of this
 * kind, whatever its handler does: bad input, no session, not an admin, a cross-site write,
 * an oversized or non-JSON body, and the unexpected (500) and the database down (503).
 * @internal exported for the tests
 */
export function wrapperErrors(method: HttpMethod, spec: AnySpec): ErrorCode[] {
  if (isOwnReply(spec.reply) && spec.reply.failuresToo) return [];
  const errors: ErrorCode[] = [];
  if (spec.query || spec.body) errors.push('VALIDATION_ERROR');
  if (spec.auth === 'user' || spec.auth === 'admin') errors.push('UNAUTHORIZED');
  if (spec.auth === 'admin') errors.push('FORBIDDEN');
  if (WRITES.has(method) && !spec.allowCrossSite) errors.push('CROSS_SITE_REQUEST');
  if (spec.body) errors.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  errors.push('INTERNAL_ERROR', 'SERVICE_UNAVAILABLE');
  return errors;
}

/** Every failure a call can answer: the wrapper's and the handler's own (`errors`), in the catalogue's order. */
function operationErrors(method: HttpMethod, spec: AnySpec): ErrorCode[] {
  const codes = new Set([...wrapperErrors(method, spec), ...(spec.errors ?? [])]);
  return (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => codes.has(code));
}

function operation(pattern: string, method: HttpMethod, spec: AnySpec, components: SchemaComponents): OpenApiOperation {
  const pathParams = [...pattern.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
  const querySchema = spec.query ?? spec.ownQuery;
  const parameters = querySchema
    ? queryParameters(components.convert(querySchema, 'input'), pathParams)
    : pathParams.map(pathParameter);
  return {
    operationId: `${method.toLowerCase()}${pattern
      .replace(/^\/api/, '')
      .split(/[/\-.[\]]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('')}`,
    summary: spec.summary ?? '',
    tags: [pattern.split('/')[2] ?? 'api'],
    security: SECURITY[spec.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true as const,
            content: { 'application/json': { schema: components.convert(spec.body, 'input') } },
          },
        }
      : {}),
    ...(spec.rawBody
      ? {
          requestBody: {
            required: true as const,
            description: spec.rawBody.description,
            content: {
              'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          },
        }
      : {}),
    responses: { ...successResponse(spec, components), ...failureResponses(operationErrors(method, spec)) },
  };
}

function successResponse(spec: AnySpec, components: SchemaComponents): Record<string, OpenApiResponse> {
  const status = String(spec.status ?? 200);
  const description = spec.summary ?? 'Success';
  const { reply } = spec;
  if (isOwnReply(reply)) {
    // A file or a page is no JSON: its schema says so (a string of that media type).
    const schema = reply.schema
      ? components.convert(reply.schema, 'output')
      : { type: 'string', contentMediaType: reply.mediaType };
    const content = { [reply.mediaType]: { schema } };
    const others = Object.entries(reply.otherStatuses ?? {}).map(([other, { description, withBody }]) => [
      other,
      { description, ...(withBody ? { content } : {}) },
    ]);
    return { [status]: { description: reply.description, content }, ...Object.fromEntries(others) };
  }
  const paged = isPageReply(reply);
  const data = paged
    ? { type: 'array', items: components.convert(reply.pageOf, 'output') }
    : components.convert(reply, 'output');
  const schema: JsonSchema = {
    type: 'object',
    required: paged ? ['success', 'data', 'page', 'total_page'] : ['success', 'data'],
    properties: {
      success: { const: true },
      data,
      ...(paged
        ? {
            page: { type: 'integer', minimum: 1, description: 'This page, 1-based.' },
            total_page: { type: 'integer', minimum: 0, description: 'How many pages the list has.' },
          }
        : {}),
    },
    additionalProperties: false,
  };
  return { [status]: { description, content: { 'application/json': { schema } } } };
}

/** One response per failure status: the envelope, its error code narrowed to the ones this call answers with it. */
function failureResponses(codes: ErrorCode[]): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codesOfStatus] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codesOfStatus.map((code) => `${code}: ${ERROR_DESCRIPTIONS[code]}`).join('\n'),
      ...(codesOfStatus.includes('RATE_LIMITED')
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: FAILURE_REF },
              {
                type: 'object',
                properties: { error: { type: 'object', properties: { error_code: { enum: codesOfStatus } } } },
              },
            ],
          },
        },
      },
    };
  }
  return responses;
}

function pathParameter(name: string): OpenApiParameter {
  return { name, in: 'path', required: true, schema: { type: 'string' } };
}

function queryParameters(json: JsonSchema, pathParams: string[]): OpenApiParameter[] {
  const required = new Set(json.required ?? []);
  const parameters: OpenApiParameter[] = Object.entries(json.properties ?? {}).map(([name, property]) => {
    const inPath = pathParams.includes(name);
    const { description, ...propertySchema } = property;
    return {
      name,
      in: inPath ? 'path' : 'query',
      required: inPath || required.has(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
  // A path parameter the schema does not name is still part of the path.
  for (const name of pathParams) {
    if (!parameters.some((parameter) => parameter.name === name)) parameters.push(pathParameter(name));
  }
  return parameters;
}
