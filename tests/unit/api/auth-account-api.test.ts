import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPassword,
  googleLogin,
  googleLoginUrl,
  register,
  requestVerifyMail,
  resetPassword,
  verifyEmail,
} from '@/features/auth/auth-api';
import { changePassword, me, myOrders, updateProfile, withoutEmptyFields } from '@/features/profile/profile-api';
import { logout } from '@/lib/auth/session-api';
import { fail, mockApi, ok } from './mock-adapter';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const user = { id: '5c9e1f20-7a3b-4d6e-b8c1-0f2e4a6c8d01', email: 'an@example.com', name: 'An' };
const sent = (index = 0) => {
  const request = mock?.requests[index];
  return {
    method: request?.method,
    url: request?.url,
    body: request?.data ? JSON.parse(String(request.data)) : undefined,
  };
};

describe('form-backed calls reject with the ApiError (the form needs its fields)', () => {
  it('register posts email, name and password', async () => {
    mock = mockApi(() => ({ status: 201, data: { success: true, data: user } }));
    await expect(register({ email: 'an@example.com', name: 'An', password: 'long enough' })).resolves.toEqual(user);
    expect(sent()).toEqual({
      method: 'post',
      url: '/api/auth/register',
      body: { email: 'an@example.com', name: 'An', password: 'long enough' },
    });
  });

  it('register passes REGISTER_FAILED and field errors through', async () => {
    mock = mockApi(() => fail(400, 'VALIDATION_ERROR', 'password: too common', { password: 'too common' }));
    await expect(register({ email: 'a@b.co', name: 'A', password: 'password1' })).rejects.toMatchObject({
      error_code: 'VALIDATION_ERROR',
      fields: { password: 'too common' },
    });
  });

  it('updateProfile PATCHes /api/auth/me without null or undefined fields (spec §5)', async () => {
    mock = mockApi(() => ok(user));
    await expect(updateProfile({ name: 'An', phone: null, job_title: undefined, address: '' })).resolves.toEqual(user);
    expect(sent()).toEqual({ method: 'patch', url: '/api/auth/me', body: { name: 'An', address: '' } });
  });

  it('changePassword posts both passwords', async () => {
    mock = mockApi(() => ok({ changed: true }));
    await changePassword({ current_password: 'old', new_password: 'new password' });
    expect(sent()).toEqual({
      method: 'post',
      url: '/api/auth/change-password',
      body: { current_password: 'old', new_password: 'new password' },
    });
  });

  it('resetPassword posts password and token, and rejects a used token', async () => {
    mock = mockApi(() => fail(400, 'TOKEN_INVALID', 'This link is invalid.'));
    await expect(resetPassword({ password: 'long enough', token: 't1' })).rejects.toMatchObject({
      error_code: 'TOKEN_INVALID',
    });
    expect(sent()).toEqual({
      method: 'post',
      url: '/api/auth/reset-password',
      body: { password: 'long enough', token: 't1' },
    });
  });

  it('googleLogin posts code and state and keeps redirect_url', async () => {
    mock = mockApi(() => ok({ id: user.id, token: 'jwt', user, redirect_url: '/courses' }));
    await expect(googleLogin('c', 's')).resolves.toEqual({ id: user.id, token: 'jwt', user, redirect_url: '/courses' });
    expect(sent()).toEqual({ method: 'post', url: '/api/auth/google/login', body: { code: 'c', state: 's' } });
  });

  it("googleLogin applies spec §8's 'Server error!' to a reply without a token", async () => {
    mock = mockApi(() => ok({ id: user.id, user }));
    await expect(googleLogin('c', 's')).rejects.toMatchObject({ detail: 'Server error!' });
  });

  it('myOrders asks for a page and returns it with page and total_page', async () => {
    mock = mockApi(() => ok([{ id: 'o1' }], { page: 2, total_page: 4 }));
    await expect(myOrders(2, 10)).resolves.toEqual({ data: [{ id: 'o1' }], page: 2, total_page: 4 });
    expect(mock.requests[0]?.url).toBe('/api/orders/me');
    expect(mock.requests[0]?.params).toEqual({ page: 2, page_size: 10 });
  });
});

describe('spec §7 contracts: loads give null, actions give false, forgot/verify give a message', () => {
  it('me resolves to the user, or null when the call fails', async () => {
    mock = mockApi(() => ok(user));
    await expect(me()).resolves.toEqual(user);
    mock.restore();
    mock = mockApi(() => fail(401, 'UNAUTHORIZED', 'Sign in.'));
    await expect(me()).resolves.toBeNull();
  });

  it('logout posts and resolves true, or false when it fails', async () => {
    mock = mockApi(() => ok(null));
    await expect(logout()).resolves.toBe(true);
    expect(sent()).toEqual({ method: 'post', url: '/api/auth/logout', body: undefined });
    expect(mock.requests[0]?.timeout).toBe(5_000);
    mock.restore();
    mock = mockApi(() => 'network-error');
    await expect(logout()).resolves.toBe(false);
  });

  it('requestVerifyMail posts the email and resolves to a boolean', async () => {
    mock = mockApi(() => ok({ sent: true }));
    await expect(requestVerifyMail('an@example.com')).resolves.toBe(true);
    expect(sent()).toEqual({ method: 'post', url: '/api/auth/request-verify-mail', body: { email: 'an@example.com' } });
    mock.restore();
    mock = mockApi(() => fail(429, 'RATE_LIMITED', 'Slow down.'));
    await expect(requestVerifyMail('an@example.com')).resolves.toBe(false);
  });

  it('verifyEmail posts the token: null on success, the error (code and message) on failure', async () => {
    mock = mockApi(() => ok({ verified: true, email: 'an@example.com' }));
    await expect(verifyEmail('tok')).resolves.toBeNull();
    expect(sent()).toEqual({ method: 'post', url: '/api/auth/request-verify-mail', body: { token: 'tok' } });
    mock.restore();
    mock = mockApi(() => fail(400, 'TOKEN_EXPIRED', 'This link has expired.'));
    await expect(verifyEmail('tok')).resolves.toMatchObject({
      error_code: 'TOKEN_EXPIRED',
      detail: 'This link has expired.',
    });
  });

  it('forgetPassword posts the email: null on success, the error on failure', async () => {
    mock = mockApi(() => ok({ sent: true }));
    await expect(forgetPassword('an@example.com')).resolves.toBeNull();
    expect(sent()).toEqual({ method: 'post', url: '/api/auth/forget-password', body: { email: 'an@example.com' } });
    mock.restore();
    mock = mockApi(() => 'network-error');
    await expect(forgetPassword('an@example.com')).resolves.toMatchObject({ error_code: 'NETWORK_ERROR' });
  });

  it('googleLoginUrl passes redirectUrl only when given, and resolves null on failure', async () => {
    mock = mockApi(() => ok({ login_url: 'https://accounts.example/auth' }));
    await expect(googleLoginUrl('/profile')).resolves.toBe('https://accounts.example/auth');
    await expect(googleLoginUrl()).resolves.toBe('https://accounts.example/auth');
    expect(mock.requests.map((r) => [r.method, r.url, r.params])).toEqual([
      ['get', '/api/auth/google/login-url', { redirectUrl: '/profile' }],
      ['get', '/api/auth/google/login-url', undefined],
    ]);
    mock.restore();
    mock = mockApi(() => fail(503, 'SERVICE_UNAVAILABLE', 'Not configured.'));
    await expect(googleLoginUrl()).resolves.toBeNull();
  });
});

describe('withoutEmptyFields', () => {
  it('drops null and undefined, keeps empty strings and false', () => {
    expect(withoutEmptyFields({ a: null, b: undefined, c: '', d: false, e: 'x' })).toEqual({ c: '', d: false, e: 'x' });
  });
});
