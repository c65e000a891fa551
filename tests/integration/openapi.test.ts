import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as openapiRoute from '@/pages/api/openapi.json';
import * as referenceRoute from '@/pages/api/reference';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { API_ROUTES } from '@/openapi/api-routes';
import { openApiPath } from '@/server/openapi/build-openapi';
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
      Object.keys(ERROR_CODES),
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

  it('/api/reference is a readable page of the same document, with no script', async () => {
    const reply = await api.raw('/api/reference');
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await reply.text();
    expect(html).toContain('<span class="path">/api/exam/quizzes/submit</span>');
    expect(html).toContain('Hand in an attempt; the server grades it');
    expect(html).not.toContain('<script');
  });
});
