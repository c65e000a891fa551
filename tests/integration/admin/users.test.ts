import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { hashPassword } from '@/server/auth/password';
import { issueSessionToken } from '@/server/auth/session-token';
import { getDb } from '@/server/db/client';
import { quizAttempts } from '@/server/db/schema/attempts';
import { users } from '@/server/db/schema/auth';
import { chatSessions } from '@/server/db/schema/chat';
import { enrolments } from '@/server/db/schema/enrolments';
import { orders } from '@/server/db/schema/orders';
import { isAppError } from '@/server/http/app-error';
import * as adminUserRepository from '@/server/repositories/admin-user-repository';
import * as userRepository from '@/server/repositories/user-repository';
import { updateUserAccess } from '@/server/services/admin/users/update-user-access';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { outboxMail, tokenFromMail } from '../helpers/auth-routes';
import { describeEachDatabase } from '../helpers/databases';
import { holdNextCall } from '../helpers/hold-next-call';
import { createExamCourse } from '../helpers/exam';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

// The real lock, which the race test holds once it has answered.
vi.mock('@/server/repositories/admin-user-repository', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/repositories/admin-user-repository')>();
  return { ...actual, lockAdminsAnd: vi.fn(actual.lockAdminsAnd) };
});

const ROUTES = [
  '/api/admin/users',
  '/api/admin/users/[id]',
  '/api/admin/users/[id]/verification',
  '/api/admin/users/[id]/password-reset',
  '/api/admin/audit-log',
  '/api/auth/login',
  '/api/auth/me',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());
isolateRateLimits();

const PASSWORD = 'Learner-pass-2026!';

/** An account with a password, to sign in through the API; `tag` makes its name and email findable. */
async function passwordAccount(tag: string, values: { verified?: boolean } = {}) {
  const user = await userRepository.create({
    email: `${tag}-${randomUUID().slice(0, 8)}@example.test`,
    name: `Person ${tag}`,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: values.verified === false ? null : new Date(),
  });
  return user!;
}

/** Every key of a JSON value, nested ones included. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describeEachDatabase('the back office: people', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const asAdmin = (path: string, body?: unknown, method?: string) =>
    api.call(path, { token: admin.token, body, method: method ?? (body === undefined ? 'GET' : 'PATCH') });
  const login = (email: string, password = PASSWORD) => api.call('/api/auth/login', { body: { email, password } });

  it('lists accounts newest first, searched by name or email, filtered by role, verification and state, paged', async () => {
    const tag = `find${randomUUID().slice(0, 6)}`;
    const plain = await passwordAccount(tag);
    const unverified = await passwordAccount(tag, { verified: false });
    const disabled = await passwordAccount(tag);
    await getDb().update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    const promoted = await passwordAccount(tag);
    await userRepository.setRole(promoted.id, 'admin');

    const ids = async (query: string, q = tag) => {
      const reply = await asAdmin(`/api/admin/users?q=${encodeURIComponent(q)}${query}`);
      expect(reply.status).toBe(200);
      return (reply.body.data as { id: string }[]).map((user) => user.id);
    };
    expect(await ids('')).toEqual([promoted.id, disabled.id, unverified.id, plain.id]);
    expect(await ids('&role=admin')).toEqual([promoted.id]);
    expect(await ids('&role=user&verified=false')).toEqual([unverified.id]);
    expect(await ids('&verified=true&disabled=false')).toEqual([promoted.id, plain.id]);
    expect(await ids('&disabled=true')).toEqual([disabled.id]);
    // By email, whatever its case; by the words of the name.
    expect(await ids('', plain.email.toUpperCase())).toEqual([plain.id]);
    expect(await ids('', `${tag} person`)).toHaveLength(4);

    const reply = await asAdmin(`/api/admin/users?q=${tag}&page=2&page_size=3`);
    expect(reply.body).toMatchObject({ success: true, page: 2, total_page: 2 });
    expect(reply.body.data.map((user: { id: string }) => user.id)).toEqual([plain.id]);
    expect(reply.body.data[0]).toEqual({
      id: plain.id,
      name: plain.name,
      email: plain.email,
      role: 'user',
      verified: true,
      disabled: false,
      created_at: plain.createdAt.toISOString(),
      last_sign_in_at: null,
    });

    expect((await asAdmin('/api/admin/users?role=owner')).status).toBe(400);
    expect((await asAdmin('/api/admin/users?verified=maybe')).status).toBe(400);
  });

  it('shows an account with its orders, enrolments, attempts and chats, and never a secret', async () => {
    const person = await passwordAccount('detail');
    expect((await login(person.email)).status).toBe(200);
    const exam = await createExamCourse(`people-${randomUUID().slice(0, 8)}`);
    const db = getDb();
    const [order] = await db
      .insert(orders)
      .values({
        code: `P${randomUUID().slice(0, 8).toUpperCase()}`,
        userId: person.id,
        totalVnd: 199000,
        locale: 'vi',
        expiresAt: new Date(Date.now() + 15 * 60_000),
      })
      .returning();
    await db.insert(enrolments).values({ userId: person.id, courseId: exam.courseId, source: 'admin' });
    await db.insert(quizAttempts).values({
      userId: person.id,
      quizId: exam.freeQuiz.id,
      mode: 'practice',
      status: 'submitted',
      questionCount: 6,
      correctCount: 3,
      score: 50,
      isPass: true,
    });
    await db.insert(chatSessions).values({ userId: person.id, contactName: person.name });

    const reply = await asAdmin(`/api/admin/users/${person.id}`);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({
      id: person.id,
      email: person.email,
      role: 'user',
      verified: true,
      disabled: false,
      disabled_at: null,
      has_password: true,
      is_self: false,
      orders: { count: 1, recent: [{ id: order!.id, code: order!.code, status: 'pending', total_vnd: 199000 }] },
      enrolments: { count: 1, recent: [{ course_id: exam.courseId }] },
      attempts: { count: 1, recent: [{ quiz_id: exam.freeQuiz.id, mode: 'practice', score: 50, is_pass: true }] },
      chats: { count: 1, recent: [{ status: 'active' }] },
    });
    expect(data.last_sign_in_at).not.toBeNull();
    const secretKeys = keysOf(data).filter(
      (key) => key !== 'has_password' && /password|hash|token|secret|session/i.test(key),
    );
    expect(secretKeys).toEqual([]);
    expect(JSON.stringify(reply.body)).not.toContain('$argon2');

    expect((await asAdmin(`/api/admin/users/${admin.user.id}`)).body.data.is_self).toBe(true);
    expect((await asAdmin(`/api/admin/users/${randomUUID()}`)).status).toBe(404);
    expect((await asAdmin('/api/admin/users/not-a-uuid')).status).toBe(400);
  });

  it('makes and removes an admin, each change audited before → after', async () => {
    const person = await passwordAccount('role');
    const made = await asAdmin(`/api/admin/users/${person.id}`, { role: 'admin' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ id: person.id, role: 'admin' });
    // The new admin's own token opens the back office at once.
    const token = (await login(person.email)).body.data.token;
    expect((await api.call('/api/admin/users', { token })).status).toBe(200);

    expect((await asAdmin(`/api/admin/users/${person.id}`, { role: 'user' })).body.data.role).toBe('user');
    expect((await api.call('/api/admin/users', { token })).status).toBe(403);

    const audit = await auditOf(api, admin.token, 'user', person.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.update',
        actor: expect.objectContaining({ email: admin.user.email }),
        before: { role: 'admin', disabled: false },
        after: { role: 'user', disabled: false },
      }),
      expect.objectContaining({
        action: 'user.update',
        before: { role: 'user', disabled: false },
        after: { role: 'admin', disabled: false },
      }),
    ]);
    // A change to nothing is no write.
    expect((await asAdmin(`/api/admin/users/${person.id}`, { role: 'user' })).status).toBe(200);
    expect(await auditOf(api, admin.token, 'user', person.id)).toHaveLength(2);
    expect((await asAdmin(`/api/admin/users/${person.id}`, {})).status).toBe(400);
    expect((await asAdmin(`/api/admin/users/${person.id}`, { role: 'owner' })).status).toBe(400);
    expect((await asAdmin(`/api/admin/users/${randomUUID()}`, { role: 'admin' })).status).toBe(404);
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets the account sign in again', async () => {
    const person = await passwordAccount('disable');
    const first = (await login(person.email)).body.data.token;
    const second = (await login(person.email)).body.data.token;
    expect((await api.call('/api/auth/me', { token: first })).status).toBe(200);

    const disabled = await asAdmin(`/api/admin/users/${person.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ disabled: true, disabled_at: expect.any(String) });
    for (const token of [first, second]) {
      const refused = await api.call('/api/auth/me', { token });
      expect(refused.status).toBe(401);
      expect(refused.body.error.error_code).toBe('UNAUTHORIZED');
    }
    const signIn = await login(person.email);
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.error_code).toBe('ACCOUNT_DISABLED');
    // Belt and braces: no session of a disabled account is accepted, however it was started.
    const raced = await issueSessionToken(person.id);
    expect((await api.call('/api/auth/me', { token: raced.token })).status).toBe(401);
    // Only someone with the password learns the account is disabled.
    expect((await login(person.email, 'Wrong-pass-2026!')).body.error.error_code).toBe('LOGIN_FAILED');
    // Disabled accounts keep their first disabled_at when disabled again.
    const again = await asAdmin(`/api/admin/users/${person.id}`, { disabled: true });
    expect(again.body.data.disabled_at).toBe(disabled.body.data.disabled_at);

    const enabled = await asAdmin(`/api/admin/users/${person.id}`, { disabled: false });
    expect(enabled.body.data).toMatchObject({ disabled: false, disabled_at: null });
    const back = await login(person.email);
    expect(back.status).toBe(200);
    expect((await api.call('/api/auth/me', { token: back.body.data.token })).status).toBe(200);
    // The sessions ended by the disable stay ended.
    expect((await api.call('/api/auth/me', { token: first })).status).toBe(401);

    const actions = (await auditOf(api, admin.token, 'user', person.id)).map((row) => [row.before, row.after]);
    expect(actions).toEqual([
      [
        { role: 'user', disabled: true },
        { role: 'user', disabled: false },
      ],
      [
        { role: 'user', disabled: false },
        { role: 'user', disabled: true },
      ],
    ]);
  });

  it('refuses an admin disabling their own account', async () => {
    const reply = await asAdmin(`/api/admin/users/${admin.user.id}`, { disabled: true });
    expect(reply.status).toBe(409);
    expect(reply.body.error.error_code).toBe('SELF_DISABLE');
    expect((await api.call('/api/auth/me', { token: admin.token })).status).toBe(200);
  });

  it('mails a verification link to an unverified account (409 once verified) and a password-reset link to any', async () => {
    const person = await passwordAccount('mail', { verified: false });
    const sent = await asAdmin(`/api/admin/users/${person.id}/verification`, undefined, 'POST');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent: true });
    const verification = await outboxMail(person.email, /Confirm your LearnHub email/);
    expect(tokenFromMail(verification.text).link).toContain('/authen/verify-email');

    const reset = await asAdmin(`/api/admin/users/${person.id}/password-reset`, undefined, 'POST');
    expect(reset.body.data).toEqual({ sent: true });
    const resetMail = await outboxMail(person.email, /Reset your|Đặt lại/);
    const { token } = tokenFromMail(resetMail.text);

    const audit = await auditOf(api, admin.token, 'user', person.id);
    expect(audit.map((row) => row.action)).toEqual(['user.password_reset_mail', 'user.verification_mail']);
    // Audited without the link's token.
    expect(JSON.stringify(audit)).not.toContain(token);

    await userRepository.markEmailVerified(person.id);
    const already = await asAdmin(`/api/admin/users/${person.id}/verification`, undefined, 'POST');
    expect(already.status).toBe(409);
    expect(already.body.error.error_code).toBe('ALREADY_VERIFIED');
    expect((await asAdmin(`/api/admin/users/${randomUUID()}/password-reset`, undefined, 'POST')).status).toBe(404);

    // The public endpoints' limit per address: 3 reset mails an hour.
    await asAdmin(`/api/admin/users/${person.id}/password-reset`, undefined, 'POST');
    await asAdmin(`/api/admin/users/${person.id}/password-reset`, undefined, 'POST');
    const limited = await asAdmin(`/api/admin/users/${person.id}/password-reset`, undefined, 'POST');
    expect(limited.status).toBe(429);
  });

  it('refuses learners (403) and visitors (401)', async () => {
    const learner = await signedInUser();
    const target = await passwordAccount('guarded');
    for (const [path, method, body] of [
      ['/api/admin/users', 'GET', undefined],
      [`/api/admin/users/${target.id}`, 'GET', undefined],
      [`/api/admin/users/${target.id}`, 'PATCH', { role: 'admin' }],
      [`/api/admin/users/${target.id}/verification`, 'POST', undefined],
      [`/api/admin/users/${target.id}/password-reset`, 'POST', undefined],
    ] as const) {
      expect((await api.call(path, { method, body, token: learner.token })).status).toBe(403);
      expect((await api.call(path, { method, body })).status).toBe(401);
    }
    expect((await userRepository.findById(target.id))?.role).toBe('user');
  });

  describe('the last enabled admin', () => {
    let one: Awaited<ReturnType<typeof signedInUser>>;
    let two: Awaited<ReturnType<typeof signedInUser>>;

    /** Leaves exactly these admins on the site (the file's other admins become learners). */
    async function onlyAdmins(...ids: string[]) {
      await getDb()
        .update(users)
        .set({ role: 'user' })
        .where(and(eq(users.role, 'admin'), notInArray(users.id, ids)));
      await getDb().update(users).set({ role: 'admin', disabledAt: null }).where(inArray(users.id, ids));
    }
    const enabledAdmins = async () =>
      (await getDb().select().from(users).where(eq(users.role, 'admin'))).filter((user) => !user.disabledAt);

    beforeAll(async () => {
      one = await signedInUser('admin');
      two = await signedInUser('admin');
    });

    it('two admins removing each other at once: exactly one succeeds (the admins are locked and counted in the write)', async () => {
      await onlyAdmins(one.user.id, two.user.id);
      // The first change locks and reads the admins, then waits while the second starts: the
      // second must wait for it and see its outcome, not count the admins as they were.
      const locked = holdNextCall(vi.mocked(adminUserRepository.lockAdminsAnd));
      const first = updateUserAccess(two.user.id, { role: 'user' }, one.user);
      await locked.answered;
      const second = updateUserAccess(one.user.id, { role: 'user' }, two.user);
      await Promise.race([second.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
      locked.release();
      const results = await Promise.allSettled([first, second]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected')!;
      expect(isAppError(refused.reason) && refused.reason.code).toBe('LAST_ADMIN');
      expect(await enabledAdmins()).toHaveLength(1);
    });

    it('through the API too: one demotion passes, the other is refused, one admin is left', async () => {
      await onlyAdmins(one.user.id, two.user.id);
      const replies = await Promise.all([
        api.call(`/api/admin/users/${two.user.id}`, { token: one.token, method: 'PATCH', body: { role: 'user' } }),
        api.call(`/api/admin/users/${one.user.id}`, { token: two.token, method: 'PATCH', body: { role: 'user' } }),
      ]);
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused by the rule (409), or, when its request starts after the
      // winner's commit, as no longer an admin (403).
      expect([403, 409]).toContain(statuses[1]);
      expect(await enabledAdmins()).toHaveLength(1);
    });

    it('the only enabled admin cannot remove their own role; a disabled admin does not count', async () => {
      await onlyAdmins(one.user.id, two.user.id);
      const asOne = (id: string, body: unknown) =>
        api.call(`/api/admin/users/${id}`, { token: one.token, method: 'PATCH', body });
      expect((await asOne(two.user.id, { disabled: true })).status).toBe(200);

      const refused = await asOne(one.user.id, { role: 'user' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.error_code).toBe('LAST_ADMIN');
      // Removing the disabled admin's role leaves the count as it was: allowed.
      expect((await asOne(two.user.id, { role: 'user' })).status).toBe(200);
      expect((await asOne(two.user.id, { role: 'admin', disabled: false })).status).toBe(200);
      expect((await asOne(one.user.id, { role: 'user' })).status).toBe(200);
      expect((await enabledAdmins()).map((user) => user.id)).toEqual([two.user.id]);
    });
  });
});
