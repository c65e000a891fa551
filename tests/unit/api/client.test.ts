import { CanceledError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, FALLBACK_ERROR_MESSAGE, toApiError } from '@/lib/api/api-error';
import { api, apiClient } from '@/lib/api/client';
import { fail, mockApi, ok } from './mock-adapter';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('api client', () => {
  it('calls the same origin when NEXT_PUBLIC_API_URL is unset', () => {
    expect(process.env.NEXT_PUBLIC_API_URL).toBeUndefined();
    expect(apiClient.defaults.baseURL).toBe('');
  });

  it('resolves to the envelope data and sends the body as JSON', async () => {
    mock = mockApi(() => ok({ id: 7 }));
    await expect(api.post<{ id: number }>('/api/contacts', { name: 'An' })).resolves.toEqual({ id: 7 });
    const [request] = mock.requests;
    expect(request?.method).toBe('post');
    expect(request?.url).toBe('/api/contacts');
    expect(JSON.parse(String(request?.data))).toEqual({ name: 'An' });
  });

  it('passes query params and unwraps get, put, patch and delete', async () => {
    mock = mockApi((config) => ok({ method: config.method, params: config.params as unknown }));
    await expect(api.get('/api/posts', { params: { page: 2 } })).resolves.toEqual({
      method: 'get',
      params: { page: 2 },
    });
    await expect(api.put('/api/chat/status', {})).resolves.toMatchObject({ method: 'put' });
    await expect(api.patch('/api/auth/me', {})).resolves.toMatchObject({ method: 'patch' });
    await expect(api.delete('/api/x')).resolves.toMatchObject({ method: 'delete' });
  });

  it('returns page and total_page of paginated lists', async () => {
    mock = mockApi(() => ok([1, 2], { page: 2, total_page: 5 }));
    await expect(api.getPage<number[]>('/api/posts')).resolves.toEqual({ data: [1, 2], page: 2, total_page: 5 });
  });

  it('sends no bearer header outside the browser', async () => {
    mock = mockApi(() => ok(null));
    await api.get('/api/auth/me');
    expect(mock.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('failure normalisation', () => {
  it('keeps detail, error_code, fields and status of an HTTP error envelope', async () => {
    mock = mockApi(() => fail(400, 'VALIDATION_ERROR', 'email is invalid', { email: 'Invalid email' }));
    const err = await rejectionOf(api.post('/api/auth/register', {}));
    expect(err).toMatchObject({
      detail: 'email is invalid',
      error_code: 'VALIDATION_ERROR',
      fields: { email: 'Invalid email' },
      status: 400,
    });
    expect(err.message).toBe('email is invalid');
  });

  it('keeps the Retry-After of a refusal in seconds (null without one)', async () => {
    mock = mockApi(() => ({ ...fail(429, 'RATE_LIMITED', 'Too many requests.'), headers: { 'Retry-After': '2' } }));
    expect(await rejectionOf(api.get('/api/chat/messages'))).toMatchObject({ status: 429, retryAfterS: 2 });
    mock.restore();
    mock = mockApi(() => fail(404, 'NOT_FOUND', 'No such thing.'));
    expect((await rejectionOf(api.get('/api/x'))).retryAfterS).toBeNull();
  });

  it('reports a network failure as NETWORK_ERROR with no status', async () => {
    mock = mockApi(() => 'network-error');
    const err = await rejectionOf(api.get('/api/posts'));
    expect(err).toMatchObject({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'NETWORK_ERROR', status: null });
  });

  it('reports an HTTP error without an envelope as BAD_RESPONSE with its status', async () => {
    mock = mockApi(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const err = await rejectionOf(api.get('/api/posts'));
    expect(err).toMatchObject({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'BAD_RESPONSE', status: 502 });
  });

  it('rejects a 2xx reply that is not the envelope', async () => {
    mock = mockApi(() => ({ status: 200, data: '<!doctype html><p>not json</p>' }));
    const err = await rejectionOf(api.get('/api/posts'));
    expect(err).toMatchObject({ error_code: 'BAD_RESPONSE', status: 200, detail: FALLBACK_ERROR_MESSAGE });
  });

  it('rejects a 2xx reply whose envelope says success: false', async () => {
    mock = mockApi(() => ({
      status: 200,
      data: { success: false, error: { detail: 'Nope', error_code: 'FORBIDDEN' } },
    }));
    const err = await rejectionOf(api.get('/api/posts'));
    expect(err).toMatchObject({ detail: 'Nope', error_code: 'FORBIDDEN', status: 200 });
  });

  it('uses the fallback message when the envelope has an empty detail', async () => {
    mock = mockApi(() => fail(500, 'INTERNAL_ERROR', ''));
    const err = await rejectionOf(api.get('/api/posts'));
    expect(err).toMatchObject({ detail: 'Some error occured!', error_code: 'INTERNAL_ERROR', status: 500 });
  });

  it('reports an aborted request as REQUEST_CANCELED', async () => {
    mock = mockApi(() => ok(null));
    const controller = new AbortController();
    controller.abort();
    const err = await rejectionOf(api.get('/api/chat/messages', { signal: controller.signal }));
    expect(err.error_code).toBe('REQUEST_CANCELED');
    expect(toApiError(new CanceledError()).error_code).toBe('REQUEST_CANCELED');
  });

  it('turns errors that are not from axios into BAD_RESPONSE and keeps ApiErrors as they are', () => {
    expect(toApiError(new TypeError('boom'))).toMatchObject({
      error_code: 'BAD_RESPONSE',
      detail: FALLBACK_ERROR_MESSAGE,
    });
    const original = new ApiError({ detail: 'x', error_code: 'NOT_FOUND', status: 404 });
    expect(toApiError(original)).toBe(original);
  });
});
