import * as z from 'zod';
import { ERROR_CODES, type ErrorCode } from '@/lib/api/error-codes';
import type { AnySpec, ApiRoute, AuthLevel, HttpMethod } from '../http/handler';

/**
 * The OpenAPI 3.1 document of the API, built from the routes' own method tables: the zod
 * schemas that validate each query and body are the documented parameters (JSON Schema
 * 2020-12, as OpenAPI 3.1 uses it), so the reference cannot drift from what the server
 * accepts. Replies are documented by their envelope and their error codes; `data` is
 * described by each summary.
 */

type JsonSchema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, OpenApiOperation>>>;
  components: Record<string, unknown>;
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
  const paths: OpenApiDocument['paths'] = {};
  for (const [pattern, route] of Object.entries(routes)) {
    const path = openApiPath(pattern);
    const pathParams = [...pattern.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
    const item: OpenApiDocument['paths'][string] = {};
    for (const method of METHODS) {
      const spec = route.methods[method];
      if (spec) item[method.toLowerCase() as Lowercase<HttpMethod>] = operation(pattern, method, spec, pathParams);
    }
    paths[path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LearnHub API',
      version: API_VERSION,
      description:
        'Every reply is an envelope: `{ success: true, data, page?, total_page? }` or ' +
        '`{ success: false, error: { error_code, detail, fields? } }`. Writes started by another site are ' +
        'refused (403 CROSS_SITE_REQUEST). The session token is sent as `Authorization: Bearer` or the ' +
        '`token` cookie; visitors of the chat send `X-Chat-Token`.',
    },
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
        chatToken: { type: 'apiKey', in: 'header', name: 'X-Chat-Token' },
      },
      schemas: {
        Success: {
          type: 'object',
          required: ['success', 'data'],
          properties: {
            success: { const: true },
            data: {},
            page: { type: 'integer', minimum: 1 },
            total_page: { type: 'integer', minimum: 0 },
          },
        },
        Failure: {
          type: 'object',
          required: ['success', 'error'],
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              required: ['error_code', 'detail'],
              properties: {
                error_code: { enum: Object.keys(ERROR_CODES) },
                detail: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}

function operation(pattern: string, method: HttpMethod, spec: AnySpec, pathParams: string[]): OpenApiOperation {
  const parameters = spec.query ? queryParameters(spec.query, pathParams) : pathParams.map(pathParameter);
  const errors: ErrorCode[] = [];
  if (spec.query || spec.body) errors.push('VALIDATION_ERROR');
  if (spec.auth === 'user' || spec.auth === 'admin') errors.push('UNAUTHORIZED');
  if (spec.auth === 'admin') errors.push('FORBIDDEN');
  if (WRITES.has(method) && !spec.allowCrossSite) errors.push('CROSS_SITE_REQUEST');
  if (spec.body) errors.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  errors.push('INTERNAL_ERROR', 'SERVICE_UNAVAILABLE');

  const responses: Record<string, unknown> = {
    [String(spec.status ?? 200)]: {
      description: spec.summary ?? 'Success',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
    },
  };
  for (const code of errors) {
    const status = String(ERROR_CODES[code].status);
    const existing = responses[status] as { description: string } | undefined;
    const line = `${code}: ${ERROR_CODES[code].description}`;
    responses[status] = {
      description: existing ? `${existing.description}\n${line}` : line,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    };
  }

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
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(spec.body) } } } }
      : {}),
    responses,
  };
}

function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  // The input side: what a client sends (before coercion, defaults and transforms).
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function pathParameter(name: string): Record<string, unknown> {
  return { name, in: 'path', required: true, schema: { type: 'string' } };
}

function queryParameters(schema: z.core.$ZodType, pathParams: string[]): Record<string, unknown>[] {
  const json = jsonSchemaOf(schema);
  const required = new Set(json.required ?? []);
  const parameters = Object.entries(json.properties ?? {}).map(([name, property]) => {
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
    if (!parameters.some((parameter) => parameter.name === name)) parameters.push(pathParameter(name) as never);
  }
  return parameters;
}
