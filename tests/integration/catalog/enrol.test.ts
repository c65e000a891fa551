import { afterAll, beforeAll, expect, it } from 'vitest';
import * as enrolRoute from '@/pages/api/exam/courses/[id]/enrol';
import * as myCoursesRoute from '@/pages/api/exam/my-courses';
import * as courseRepository from '@/server/repositories/course-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { createCourse } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { callJson, serveRoute, type RouteServer } from '../helpers/http';
import { bearer, signedInUser } from '../helpers/users';

let enrolServer: RouteServer;
let myCourses: RouteServer;
beforeAll(async () => {
  enrolServer = await serveRoute(enrolRoute, '/api/exam/courses/[id]/enrol');
  myCourses = await serveRoute(myCoursesRoute, '/api/exam/my-courses');
});
afterAll(() => Promise.all([enrolServer.close(), myCourses.close()]));

describeEachDatabase('POST /api/exam/courses/{id}/enrol', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.free = await createCourse({ slug: 'free-course', titleEn: 'Free', titleVi: 'Miễn phí', enrolmentCount: 10 });
    ids.paid = await createCourse({ slug: 'paid-course', titleEn: 'Paid', titleVi: 'Trả phí', priceVnd: 499000 });
    ids.draft = await createCourse({ slug: 'draft-course', titleEn: 'Draft', titleVi: 'Nháp', publishedAt: null });
  });

  const enrol = (courseId: number | string, token?: string) =>
    callJson(enrolServer, `/api/exam/courses/${courseId}/enrol`, {
      method: 'POST',
      headers: token ? bearer(token) : {},
    });

  it('enrols a signed-in learner in a free course, once, and counts the learner once', async () => {
    const learner = await signedInUser();
    const first = await enrol(ids.free!, learner.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: { is_purchased: true, enrolment_source: 'free', enrolled_at: expect.stringMatching(/^\d{4}-/) },
    });
    const second = await enrol(ids.free!, learner.token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await courseRepository.findById(ids.free!))!.enrolmentCount).toBe(11);

    const mine = await callJson(myCourses, '/api/exam/my-courses', { headers: bearer(learner.token) });
    expect(mine.body.data.map((course: { slug: string }) => course.slug)).toEqual(['free-course']);
  });

  it('two enrolments at once still make one', async () => {
    const learner = await signedInUser();
    const replies = await Promise.all([enrol(ids.free!, learner.token), enrol(ids.free!, learner.token)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies[0]!.body.data.enrolled_at).toBe(replies[1]!.body.data.enrolled_at);
    expect(await enrolmentRepository.findOne(learner.user.id, ids.free!)).toMatchObject({ source: 'free' });
  });

  it('refuses a paid course with 403 PURCHASE_REQUIRED and enrols no one', async () => {
    const learner = await signedInUser();
    const reply = await enrol(ids.paid!, learner.token);
    expect(reply.status).toBe(403);
    expect(reply.body.error.error_code).toBe('PURCHASE_REQUIRED');
    expect(await enrolmentRepository.isEnrolled(learner.user.id, ids.paid!)).toBe(false);
  });

  it('answers a learner who already owns a paid course with that enrolment', async () => {
    const buyer = await signedInUser();
    await enrolmentRepository.enrol({ userId: buyer.user.id, courseId: ids.paid!, source: 'purchase' });
    const reply = await enrol(ids.paid!, buyer.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ is_purchased: true, enrolment_source: 'purchase' });
  });

  it('answers 404 for unknown and unpublished courses, 400 for a malformed id', async () => {
    const learner = await signedInUser();
    for (const id of [ids.draft!, 999_999]) {
      const reply = await enrol(id, learner.token);
      expect(reply.status, String(id)).toBe(404);
      expect(reply.body.error).toEqual({
        detail: 'No such course.',
        error_code: 'NOT_FOUND',
        request_id: expect.any(String),
      });
    }
    const bad = await enrol('abc', learner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });

  it('needs a session (401) and only answers POST (405)', async () => {
    const anonymous = await enrol(ids.free!);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.error_code).toBe('UNAUTHORIZED');
    const learner = await signedInUser();
    const get = await callJson(enrolServer, `/api/exam/courses/${ids.free}/enrol`, { headers: bearer(learner.token) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await enrolmentRepository.isEnrolled(learner.user.id, ids.free!)).toBe(false);
  });
});
