import { afterEach, describe, expect, it } from 'vitest';
import { login } from '@/features/auth/auth-api';
import { fail, mockApi, ok } from './mock-adapter';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

const user = { id: '5c9e1f20-7a3b-4d6e-b8c1-0f2e4a6c8d01', name: 'Learner', fullName: 'Le Learner' };

describe('login', () => {
  it('posts the credentials and resolves to id, token and user', async () => {
    mock = mockApi(() => ok({ id: '5c9e1f20-7a3b-4d6e-b8c1-0f2e4a6c8d01', token: 'jwt', user }));
    await expect(login({ email: 'a@b.c', password: 'pw' })).resolves.toEqual({
      id: '5c9e1f20-7a3b-4d6e-b8c1-0f2e4a6c8d01',
      token: 'jwt',
      user,
    });
    expect(mock.requests[0]?.url).toBe('/api/auth/login');
    expect(mock.requests[0]?.method).toBe('post');
    expect(JSON.parse(String(mock.requests[0]?.data))).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it.each([
    ['without id', { token: 'jwt', user }],
    ['without token', { id: '5c9e1f20-7a3b-4d6e-b8c1-0f2e4a6c8d01', user }],
    ['with an empty token', { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', token: '', user }],
    ['with null data', null],
  ])("rejects a reply %s with 'Server error!'", async (_label, data) => {
    mock = mockApi(() => ok(data));
    await expect(login({ email: 'a@b.c', password: 'pw' })).rejects.toMatchObject({ detail: 'Server error!' });
  });

  it('passes the server failure through (LOGIN_FAILED)', async () => {
    mock = mockApi(() => fail(401, 'LOGIN_FAILED', 'Wrong email or password'));
    await expect(login({ email: 'a@b.c', password: 'bad' })).rejects.toMatchObject({
      detail: 'Wrong email or password',
      error_code: 'LOGIN_FAILED',
      status: 401,
    });
  });

  it('builds a minimal user when the reply has none', async () => {
    mock = mockApi(() => ok({ id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', token: 'jwt' }));
    await expect(login({ email: 'a@b.c', password: 'pw' })).resolves.toEqual({
      id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      token: 'jwt',
      user: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' },
    });
  });
});
