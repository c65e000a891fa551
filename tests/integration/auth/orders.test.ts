import { afterAll, beforeAll, expect, it } from 'vitest';
import * as ordersRoute from '@/pages/api/orders/me';
import { serveApi, type Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveApi({ '/api/orders/me': ordersRoute });
});
afterAll(() => api.close());

describeEachDatabase('GET /api/orders/me', () => {
  it('answers 401 when signed out', async () => {
    expect((await api.call('/api/orders/me')).status).toBe(401);
  });

  it('returns an empty list, with page and total_page, to someone who has ordered nothing', async () => {
    const { token } = await signedInUser();
    expect((await api.call('/api/orders/me', { token })).body).toEqual({
      success: true,
      data: [],
      page: 1,
      total_page: 0,
    });
    expect((await api.call('/api/orders/me?page=3&page_size=50', { token })).body).toEqual({
      success: true,
      data: [],
      page: 3,
      total_page: 0,
    });
  });

  it('validates page and page_size (at most 50)', async () => {
    const { token } = await signedInUser();
    const tooBig = await api.call('/api/orders/me?page_size=51', { token });
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body.error.fields)).toEqual(['page_size']);
    expect((await api.call('/api/orders/me?page=0', { token })).body.error.fields).toHaveProperty('page');
    expect((await api.call('/api/orders/me?page=abc', { token })).status).toBe(400);
  });
});
