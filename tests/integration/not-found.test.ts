import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catchAllRoute from '@/pages/api/[...path]';
import { serveRoute, type RouteServer } from './helpers/http';

let server: RouteServer;
beforeAll(async () => {
  server = await serveRoute(catchAllRoute, '/api/[...path]');
});
afterAll(() => server.close());

describe('unknown /api paths', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/does-not-exist'],
    ['PUT', '/api/a/b/c?x=1'],
    ['PATCH', '/api/nested/path'],
    ['DELETE', '/api/x'],
    ['OPTIONS', '/api/x'],
  ])('%s %s answers the 404 envelope', async (method, path) => {
    const response = await server.request(path, {
      method,
      ...(method === 'POST' ? { body: 'not json at all', headers: { 'Content-Type': 'text/plain' } } : {}),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      error: { detail: 'No API endpoint at this path.', error_code: 'NOT_FOUND', request_id: expect.any(String) },
    });
  });

  it('HEAD answers 404 without a body', async () => {
    const response = await server.request('/api/nothing', { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});
