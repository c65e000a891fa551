import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as openapiRoute from '@/pages/api/openapi.json';
import * as referenceRoute from '@/pages/api/reference';
import { ERROR_STATUS } from '@/lib/api/error-codes';
import { API_ROUTES } from '@/openapi/api-routes';
import { openApiPath, type OpenApiDocument, type OpenApiResponse } from '@/server/openapi/build-openapi';
import type { JsonSchema } from '@/server/openapi/json-schema';
import { serveApi, type Api } from './helpers/api';

const API_DIR = path.resolve(__dirname, '../../src/pages/api');

/** Every route file under src/pages/api as Next's URL pattern (`index` dropped). */
function routeFiles(directory = API_DIR): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return [
      `/api/${path
        .relative(API_DIR, full)
        .replace(/\.ts$/, '')
        .replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''),
    ];
  });
}

let api: Api;
beforeAll(async () => {
  api = await serveApi({ '/api/openapi.json': openapiRoute, '/api/reference': referenceRoute });
});
afterAll(() => api.close());

describe('the API reference', () => {
  it('the route table holds every route file (the catch-all 404 aside)', () => {
    const files = routeFiles().filter((pattern) => pattern !== '/api/[...path]');
    expect(Object.keys(API_ROUTES).sort()).toEqual(files.sort());
  });

  it('every method of every route has a one-line summary', () => {
    const missing = Object.entries(API_ROUTES).flatMap(([pattern, route]) =>
      Object.entries(route.default.methods)
        .filter(([, spec]) => !spec?.summary || spec.summary.includes('\n'))
        .map(([method]) => `${method} ${pattern}`),
    );
    expect(missing).toEqual([]);
  });

  it('/api/openapi.json is an OpenAPI 3.1 document with every route and method of the table', async () => {
    const reply = await api.raw('/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const document = await reply.json();
    expect(document.openapi).toBe('3.1.0');
    for (const [pattern, route] of Object.entries(API_ROUTES)) {
      const item = document.paths[openApiPath(pattern)];
      expect(item, pattern).toBeDefined();
      const methods = Object.keys(route.default.methods).filter((method) => method !== 'ANY');
      expect(Object.keys(item).sort(), pattern).toEqual(methods.map((method) => method.toLowerCase()).sort());
    }
    expect(Object.keys(document.paths)).toHaveLength(Object.keys(API_ROUTES).length);
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
    expect(document.components.schemas.Failure.properties.error.properties.error_code.enum).toEqual(
      Object.keys(ERROR_STATUS),
    );
  });

  it('documents parameters and bodies from the zod schemas that validate them', async () => {
    const document = await (await api.raw('/api/openapi.json')).json();
    const courses = document.paths['/api/exam/courses'].get;
    const names = courses.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['keyword', 'category_ids', 'price', 'level', 'sort', 'page']));
    expect(courses.security).toEqual([]);

    const course = document.paths['/api/exam/courses/{id}'].get;
    expect(course.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));

    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
      required: expect.arrayContaining(['email', 'password']),
    });
    expect(login.responses['403'].description).toContain('CROSS_SITE_REQUEST');

    const adminChats = document.paths['/api/admin/chats'].get;
    expect(adminChats.security).toEqual([{ bearerToken: [] }, { tokenCookie: [] }]);
    expect(adminChats.responses['401'].description).toContain('UNAUTHORIZED');
    expect(adminChats.responses['403'].description).toContain('FORBIDDEN');
  });

  it('documents every success by the schema of its data, and every failure status by its error codes', async () => {
    const document = await (await api.raw('/api/openapi.json')).json();
    for (const [path, item] of Object.entries(document.paths as OpenApiDocument['paths'])) {
      for (const [method, operation] of Object.entries(item)) {
        const [status, success] = Object.entries(operation!.responses).find(([code]) => code.startsWith('2'))!;
        const schema = Object.values(success.content ?? {})[0]?.schema;
        expect(schema, `${method} ${path} ${status}`).toBeDefined();
        if (schema!.properties?.data) expect(schema!.properties.data, `${method} ${path}`).not.toEqual({});
      }
    }
    expect(document.components.schemas.Success).toBeUndefined();

    const course = document.paths['/api/exam/courses/{id}'].get;
    expect(course.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/CourseDetail',
    });
    expect(document.components.schemas.CourseDetail.required).toEqual(
      expect.arrayContaining(['sections', 'quiz_info']),
    );
    const list = document.paths['/api/exam/courses'].get.responses['200'].content['application/json'].schema;
    expect(list.required).toEqual(['success', 'data', 'page', 'total_page']);
    expect(list.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CourseSummary' } });

    expect(codesOf(document.paths['/api/auth/login'].post, 401)).toEqual(['LOGIN_FAILED']);
    expect(codesOf(document.paths['/api/auth/register'].post, 409)).toEqual(['REGISTER_FAILED']);
    expect(codesOf(document.paths['/api/auth/register'].post, 429)).toEqual(['RATE_LIMITED']);
    expect(document.paths['/api/auth/register'].post.responses['429'].headers['Retry-After']).toBeDefined();
    for (const byKey of ['/api/exam/courses/{id}', '/api/source-codes/slugs/{slug}', '/api/posts/slugs/{slug}']) {
      expect(codesOf(document.paths[byKey].get, 404), byKey).toEqual(['NOT_FOUND']);
    }
    for (const [chatPath, method] of [
      ['/api/chat/messages', 'get'],
      ['/api/chat/messages', 'post'],
      ['/api/chat/history', 'get'],
      ['/api/chat/messages/read', 'put'],
      ['/api/chat/status', 'put'],
    ] as const) {
      expect(codesOf(document.paths[chatPath][method], 401), `${method} ${chatPath}`).toEqual(['UNAUTHORIZED']);
    }
  });

  it("documents VNPay's IPN and return by their vnp_* parameters, and the IPN's own reply", async () => {
    const document = await (await api.raw('/api/openapi.json')).json();
    for (const path of ['/api/payments/vnpay/ipn', '/api/payments/vnpay/return']) {
      const names = document.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
      expect(names, path).toEqual(
        expect.arrayContaining([
          'vnp_Amount',
          'vnp_ResponseCode',
          'vnp_TransactionStatus',
          'vnp_TxnRef',
          'vnp_SecureHash',
        ]),
      );
    }
    const ipn = document.paths['/api/payments/vnpay/ipn'].get;
    expect(Object.keys(ipn.responses)).toEqual(['200']);
    expect(ipn.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/VnpayIpnReply',
    });
    const ipnReply = document.components.schemas.VnpayIpnReply;
    expect(ipnReply.required).toEqual(['RspCode', 'Message']);
    expect(ipnReply.properties.RspCode.enum.sort()).toEqual(['00', '01', '02', '04', '97', '99']);
    expect(codesOf(document.paths['/api/payments/vnpay/return'].get, 400)).toContain('PAYMENT_INVALID_SIGNATURE');
  });

  it('/api/reference is a readable page of the same document, with no script', async () => {
    const reply = await api.raw('/api/reference');
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await reply.text();
    expect(html).toContain('<span class="path">/api/exam/quizzes/submit</span>');
    expect(html).toContain('Hand in an attempt; the server grades it');
    // Replies by the type of their data, linked to the shape, which is listed field by field.
    expect(html).toContain('data: <a href="#schema-CourseSummary">CourseSummary</a>[], page, total_page');
    expect(html).toContain('<article id="schema-CourseDetail"><h3>CourseDetail</h3>');
    expect(html).toContain('LOGIN_FAILED: Wrong email or password.');
    expect(html).not.toContain('<script');
  });
});

/** The error codes a call documents under a failure status. */
function codesOf(operation: { responses: Record<string, OpenApiResponse> }, status: number): unknown {
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
  return (schema?.allOf as JsonSchema[] | undefined)?.[1]?.properties?.error?.properties?.error_code?.enum;
}
