import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Api } from '../helpers/api';
import { loginToken, registerAccount, serveAccountApi, strongPassword } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveAccountApi();
});
afterAll(() => api.close());
isolateRateLimits();

const uniqueEmail = () => `session-${randomUUID()}@example.test`;

describeEachDatabase('GET/PATCH /api/auth/me', () => {
  it('answers 401 UNAUTHORIZED without a token or with a bad one', async () => {
    for (const token of [undefined, 'not.a.jwt', 'a.b.c']) {
      const reply = await api.call('/api/auth/me', { token });
      expect(reply.status).toBe(401);
      expect(reply.body.error.error_code).toBe('UNAUTHORIZED');
    }
    expect((await api.call('/api/auth/me', { method: 'PATCH', body: { name: 'X' } })).status).toBe(401);
  });

  it('accepts the token from the `token` cookie too', async () => {
    const { token, user } = await signedInUser();
    const reply = await api.call('/api/auth/me', { headers: { Cookie: `token=${token}` } });
    expect(reply.body.data).toMatchObject({ id: user.id, email_verified: true });
  });

  it('updates the given fields, ignores null and absent ones, clears with an empty string', async () => {
    const { token } = await signedInUser();
    const first = await api.call('/api/auth/me', {
      method: 'PATCH',
      token,
      body: { name: ' New Name ', phone: '0901 234 567', job_title: 'Engineer', address: '1 Lê Lợi, Q1' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'New Name',
      fullName: 'New Name',
      phone: '0901 234 567',
      phoneNumber: '0901 234 567',
      job_title: 'Engineer',
      address: '1 Lê Lợi, Q1',
    });

    const second = await api.call('/api/auth/me', {
      method: 'PATCH',
      token,
      body: { name: null, phone: null, job_title: '' },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      name: 'New Name',
      phone: '0901 234 567',
      job_title: null,
      address: '1 Lê Lợi, Q1',
    });
    expect((await api.call('/api/auth/me', { token })).body.data).toEqual(second.body.data);

    const nothing = await api.call('/api/auth/me', { method: 'PATCH', token, body: {} });
    expect(nothing.body.data).toEqual(second.body.data);
  });

  it('refuses unknown fields (email and role included) and invalid values', async () => {
    const { token } = await signedInUser();
    const unknown = await api.call('/api/auth/me', {
      method: 'PATCH',
      token,
      body: { name: 'A', role: 'admin', email: 'x@y.z' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.error_code).toBe('VALIDATION_ERROR');
    expect(unknown.body.error.fields.body).toBe('Unknown field(s): role, email.');
    const empty = await api.call('/api/auth/me', { method: 'PATCH', token, body: { name: '  ' } });
    expect(empty.body.error.fields).toEqual({ name: 'Name is required.' });
    const long = await api.call('/api/auth/me', { method: 'PATCH', token, body: { phone: '1'.repeat(31) } });
    expect(long.body.error.fields.phone).toMatch(/at most 30/);
    expect((await api.call('/api/auth/me', { token })).body.data.role).toBe('user');
  });
});

describeEachDatabase('POST /api/auth/logout', () => {
  it('revokes only this session: its token gets 401 afterwards, others keep working', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const first = await loginToken(api, email, password);
    const second = await loginToken(api, email, password);
    const reply = await api.call('/api/auth/logout', { method: 'POST', token: first });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, data: null });
    expect((await api.call('/api/auth/me', { token: first })).status).toBe(401);
    expect((await api.call('/api/auth/logout', { method: 'POST', token: first })).status).toBe(401);
    expect((await api.call('/api/auth/me', { token: second })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('/api/auth/logout', { method: 'POST' })).status).toBe(401);
  });
});

describeEachDatabase('POST /api/auth/change-password', () => {
  it('checks the current password, then revokes every other session and keeps this one', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const current = await loginToken(api, email, password);
    const other = await loginToken(api, email, password);
    const newPassword = strongPassword();

    const reply = await api.call('/api/auth/change-password', {
      token: current,
      body: { current_password: password, new_password: newPassword },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ changed: true });
    expect((await api.call('/api/auth/me', { token: other })).status).toBe(401);
    expect((await api.call('/api/auth/me', { token: current })).status).toBe(200);

    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(401);
    expect((await api.call('/api/auth/login', { body: { email, password: newPassword } })).status).toBe(200);
  });

  it('refuses a wrong current password and a weak new one with field errors', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const token = await loginToken(api, email, password);
    const wrong = await api.call('/api/auth/change-password', {
      token,
      body: { current_password: 'not-my-password', new_password: strongPassword() },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      error_code: 'VALIDATION_ERROR',
      request_id: expect.any(String),
      detail: 'current_password: Current password is incorrect.',
      fields: { current_password: 'Current password is incorrect.' },
    });
    const common = await api.call('/api/auth/change-password', {
      token,
      body: { current_password: password, new_password: 'qwerty123' },
    });
    expect(common.body.error.fields).toEqual({ new_password: expect.stringMatching(/too common/) });
    const short = await api.call('/api/auth/change-password', {
      token,
      body: { current_password: password, new_password: 'short' },
    });
    expect(short.body.error.fields.new_password).toMatch(/at least 8/);
    // Nothing changed.
    expect((await api.call('/api/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('allows 5 wrong current passwords per 15 minutes, then refuses even the right one (429)', async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const token = await loginToken(api, email, password);
    const change = (currentPassword: string) =>
      api.call('/api/auth/change-password', {
        token,
        body: { current_password: currentPassword, new_password: strongPassword() },
      });
    expect((await change('not-my-password')).status).toBe(400);
    const guesses = await Promise.all(Array.from({ length: 6 }, () => change('not-my-password')));
    expect(guesses.map((reply) => reply.status).sort()).toEqual([400, 400, 400, 400, 429, 429]);
    const limited = await change(password);
    expect(limited.status).toBe(429);
    expect(limited.body.error.error_code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it("says the server's own refusals in the request's language", async () => {
    const { email, password } = await registerAccount(api, uniqueEmail());
    const token = await loginToken(api, email, password);
    const vi = { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' };
    const wrong = await api.call('/api/auth/change-password', {
      token,
      headers: vi,
      body: { current_password: 'not-my-password', new_password: strongPassword() },
    });
    expect(wrong.body.error.fields).toEqual({ current_password: 'Mật khẩu hiện tại không đúng.' });
    const common = await api.call('/api/auth/change-password?lang=vi', {
      token,
      body: { current_password: password, new_password: 'qwerty123' },
    });
    expect(common.body.error.fields).toEqual({
      new_password: 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.',
    });
  });

  it('answers 401 without a token', async () => {
    const reply = await api.call('/api/auth/change-password', {
      body: { current_password: 'a', new_password: strongPassword() },
    });
    expect(reply.status).toBe(401);
  });
});
