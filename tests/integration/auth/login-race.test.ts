import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as password from '@/server/auth/password';
import type { Api } from '../helpers/api';
import { loginToken, registerAccount, serveAccountApi, strongPassword } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { holdNextCall } from '../helpers/hold-next-call';
import { isolateRateLimits } from '../helpers/rate-limits';

// The real verifier, which a test can hold after it has answered.
vi.mock('@/server/auth/password', () => import('../helpers/spied-password'));

let api: Api;
beforeAll(async () => {
  api = await serveAccountApi();
});
afterAll(() => api.close());
isolateRateLimits();

describeEachDatabase('a sign-in racing a password change', () => {
  it('gets no session when the password changes between its check and its session', async () => {
    const { email, password: old } = await registerAccount(api, `race-${randomUUID()}@example.test`);
    const token = await loginToken(api, email, old);

    // The next check answers (the old password is right), then waits to be let go.
    const check = holdNextCall(vi.mocked(password.verifyPassword));
    const racing = api.call('/api/auth/login', { body: { email, password: old } });
    await check.answered;
    const changed = await api.call('/api/auth/change-password', {
      token,
      body: { current_password: old, new_password: strongPassword() },
    });
    expect(changed.status).toBe(200);
    check.release();

    const reply = await racing;
    expect(reply.status).toBe(401);
    expect(reply.body.error.error_code).toBe('LOGIN_FAILED');
  });
});
