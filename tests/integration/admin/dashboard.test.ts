import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema/contact';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { vietnamDayStart } from '@/server/services/admin/get-dashboard';
import type { Api } from '../helpers/api';
import { serveAdminApi } from '../helpers/admin';
import { createCourse } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveAdminApi();
});
afterAll(() => api.close());
isolateRateLimits();

it('"today" starts at midnight in Vietnam (UTC+7), whatever the server\'s zone', () => {
  // 2026-11-26 23:30 UTC is already 27 Nov 06:30 in Vietnam.
  expect(vietnamDayStart(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe('2026-11-26T17:00:00.000Z');
  expect(vietnamDayStart(new Date('2026-11-26T16:59:59Z')).toISOString()).toBe('2026-11-25T17:00:00.000Z');
  expect(vietnamDayStart(new Date('2026-11-26T23:30:00Z'), 6).toISOString()).toBe('2026-11-20T17:00:00.000Z');
});

describeEachDatabase('the back office: dashboard and audit log', () => {
  it('counts learners, sign-ups, enrolments, open chats and unread contacts as they happen', async () => {
    const admin = await signedInUser('admin');
    const before = (await api.call('/api/admin/dashboard', { token: admin.token })).body.data;

    const learner = await signedInUser();
    const courseId = await createCourse({ slug: 'dashboard-course', titleEn: 'Dashboard', titleVi: 'Bảng tin' });
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'free' });
    await getDb()
      .insert(contactMessages)
      .values([
        { name: 'A', email: 'a@example.test', subject: 'Hi', message: 'Hello there', language: 'en' },
        { name: 'B', email: 'b@example.test', subject: 'Hi', message: 'Answered', language: 'vi', status: 'answered' },
      ]);

    const after = await api.call('/api/admin/dashboard', { token: admin.token });
    expect(after.status).toBe(200);
    const data = after.body.data;
    expect(data.learners).toBe(before.learners + 1);
    for (const period of ['today', 'last_7_days', 'last_30_days'] as const) {
      // The admin signed up too: sign-ups count every new account.
      expect(data.sign_ups[period]).toBe(before.sign_ups[period] + 1);
      expect(data.enrolments[period]).toBe(before.enrolments[period] + 1);
    }
    expect(data.unread_contacts).toBe(before.unread_contacts + 1);
    expect(data.revenue_vnd).toEqual(before.revenue_vnd);
  });

  it('reads the audit log filtered by entity and action, paged, newest first or oldest first', async () => {
    const admin = await signedInUser('admin');
    const body = {
      slug: 'audited-course',
      title: { en: 'Audited', vi: 'Đã ghi' },
      price_vnd: 0,
      level: 'beginner',
      language: 'en',
    };
    const created = await api.call('/api/admin/courses', { method: 'POST', body, token: admin.token });
    const id = created.body.data.id;
    for (const price of [1000, 2000]) {
      await api.call(`/api/admin/courses/${id}`, { method: 'PATCH', body: { price_vnd: price }, token: admin.token });
    }
    const newest = await api.call(`/api/admin/audit-log?entity_type=course&entity_id=${id}&page_size=2`, {
      token: admin.token,
    });
    expect(newest.body).toMatchObject({ page: 1, total_page: 2 });
    expect(
      newest.body.data.map((row: { action: string; after: { price_vnd: number } }) => row.after.price_vnd),
    ).toEqual([2000, 1000]);
    const oldest = await api.call(`/api/admin/audit-log?entity_type=course&entity_id=${id}&sort=oldest`, {
      token: admin.token,
    });
    expect(oldest.body.data.map((row: { action: string }) => row.action)).toEqual([
      'course.create',
      'course.update',
      'course.update',
    ]);
    const updates = await api.call(`/api/admin/audit-log?action=course.update&actor=${admin.user.id}`, {
      token: admin.token,
    });
    expect(updates.body.data).toHaveLength(2);
    expect(updates.body.data[0]).toMatchObject({ before: { price_vnd: 1000 }, after: { price_vnd: 2000 } });
    expect((await api.call('/api/admin/audit-log?from=yesterday', { token: admin.token })).status).toBe(400);
  });
});
