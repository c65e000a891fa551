import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import * as courseRepository from '@/server/repositories/course-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as lessonProgressRepository from '@/server/repositories/lesson-progress-repository';
import { auditOf } from '../helpers/admin';
import { serveApi, type Api } from '../helpers/api';
import { outboxMail } from '../helpers/auth-routes';
import { createCourse, createCurriculum } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveApi(
    Object.fromEntries(
      Object.entries(API_ROUTES).filter(
        ([pattern]) =>
          pattern.includes('reviews') || pattern === '/api/admin/audit-log' || pattern === '/api/exam/courses',
      ),
    ),
  );
});
afterAll(() => api.close());
isolateRateLimits();

type Learner = Awaited<ReturnType<typeof signedInUser>>;

describeEachDatabase('course reviews', () => {
  let courseId: number;
  let lessonIds: number[];
  let slug: string;

  beforeAll(async () => {
    slug = `reviewed-${Date.now()}`;
    courseId = await createCourse({ slug, titleEn: 'Reviewed', titleVi: 'Được đánh giá', priceVnd: 0 });
    lessonIds = (await createCurriculum(courseId)).lessonIds;
  });

  /** A learner enrolled in the course who finished its second lesson (the rule's "ok" case). */
  async function reviewer(name = 'Linh Nguyen'): Promise<Learner> {
    const learner = await signedInUser();
    await getDb().update(users).set({ name }).where(eq(users.id, learner.user.id));
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'free' });
    await lessonProgressRepository.upsert({
      userId: learner.user.id,
      lessonId: lessonIds[1]!,
      positionS: 120,
      completed: true,
    });
    return learner;
  }

  const write = (learner: Learner | null, body: unknown, id = courseId) =>
    api.call(`/api/exam/courses/${id}/reviews`, { token: learner?.token, body });
  const mine = (learner: Learner, method = 'GET', body?: unknown) =>
    api.call(`/api/exam/courses/${courseId}/reviews/mine`, { token: learner.token, method, body });
  const list = (query = '', learner?: Learner) =>
    api.call(`/api/exam/courses/${courseId}/reviews${query}`, { token: learner?.token });
  const aggregate = async () => {
    const course = (await courseRepository.findById(courseId))!;
    return { rating: course.rating, count: course.ratingCount };
  };

  describe('who may review', () => {
    it('refuses a visitor (401), a learner not enrolled (403 NOT_ENROLLED), one enrolled without a finished lesson (403 NO_LESSON_FINISHED)', async () => {
      expect((await write(null, { rating: 5 })).status).toBe(401);

      const stranger = await signedInUser();
      const notEnrolled = await write(stranger, { rating: 5 });
      expect(notEnrolled.status).toBe(403);
      expect(notEnrolled.body.error.error_code).toBe('NOT_ENROLLED');
      expect((await mine(stranger)).body.data).toEqual({ review: null, eligibility: 'not_enrolled' });

      const starter = await signedInUser();
      await enrolmentRepository.enrol({ userId: starter.user.id, courseId, source: 'free' });
      // Watching part of a lesson is not finishing it.
      await lessonProgressRepository.upsert({
        userId: starter.user.id,
        lessonId: lessonIds[0]!,
        positionS: 10,
        completed: false,
      });
      const unfinished = await write(starter, { rating: 5 });
      expect(unfinished.status).toBe(403);
      expect(unfinished.body.error.error_code).toBe('NO_LESSON_FINISHED');
      expect((await mine(starter)).body.data.eligibility).toBe('no_lesson_finished');
      expect(await aggregate()).toEqual({ rating: 0, count: 0 });
    });

    it('lets an enrolled learner with a finished lesson rate the course, once; 404 for an unknown course', async () => {
      const learner = await reviewer('Demo Learner');
      expect((await mine(learner)).body.data).toEqual({ review: null, eligibility: 'eligible' });
      const created = await write(learner, { rating: 4, body: '  Solid course.  ', language: 'en' });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        course_id: courseId,
        rating: 4,
        body: 'Solid course.',
        language: 'en',
        author_name: 'Demo L.',
        helpful_count: 0,
        hidden: false,
        hidden_reason: null,
      });
      expect(JSON.stringify(created.body)).not.toContain(learner.user.email);
      const again = await write(learner, { rating: 1 });
      expect(again.status).toBe(409);
      expect(again.body.error.error_code).toBe('ALREADY_REVIEWED');
      expect((await write(learner, { rating: 5 }, 999_999)).status).toBe(404);
      expect((await mine(learner)).body.data.review.rating).toBe(4);
      expect(await aggregate()).toEqual({ rating: 4, count: 1 });
      // Clean up for the aggregate tests below.
      expect((await mine(learner, 'DELETE')).status).toBe(200);
      expect(await aggregate()).toEqual({ rating: 0, count: 0 });
    });

    it('two reviews sent at once by one learner make one', async () => {
      const learner = await reviewer();
      const replies = await Promise.all([write(learner, { rating: 5 }), write(learner, { rating: 3 })]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect((await aggregate()).count).toBe(1);
      await mine(learner, 'DELETE');
    });
  });

  it('validates the rating, the length of the text and unknown fields', async () => {
    const learner = await reviewer();
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { rating: 5, extra: 1 }]) {
      const reply = await write(learner, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    const tooLong = await write(learner, { rating: 5, body: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty('body');
    expect((await write(learner, { rating: 5, body: `  ${'x'.repeat(2000)}  ` })).status).toBe(201);
    expect((await mine(learner, 'PATCH', {})).status).toBe(400);
    expect((await mine(learner, 'PATCH', { rating: 9 })).status).toBe(400);
    await mine(learner, 'DELETE');
    expect((await mine(learner, 'DELETE')).status).toBe(404);
    expect((await mine(learner, 'PATCH', { rating: 2 })).status).toBe(404);
  });

  it('keeps markup as plain text, stored and answered as written', async () => {
    const learner = await reviewer();
    const markup = '<script>alert(1)</script><b>bold</b> & "quotes"';
    await write(learner, { rating: 3, body: markup });
    const listed = await list();
    expect(listed.body.data.find((review: { body: string }) => review.body === markup)).toBeDefined();
    await mine(learner, 'DELETE');
  });

  it('keeps the course aggregate equal to the visible reviews after create, edit, delete, hide and unhide', async () => {
    const [admin, a, b, c] = await Promise.all([signedInUser('admin'), reviewer(), reviewer(), reviewer()]);
    await write(a, { rating: 5 });
    await write(b, { rating: 4 });
    expect(await aggregate()).toEqual({ rating: 4.5, count: 2 });
    await write(c, { rating: 2 });
    expect(await aggregate()).toEqual({ rating: 3.7, count: 3 }); // 11 / 3 = 3.67
    expect((await mine(b, 'PATCH', { rating: 1 })).body.data.rating).toBe(1);
    expect(await aggregate()).toEqual({ rating: 2.7, count: 3 }); // 8 / 3
    // The cards' list (the catalogue) reads the same numbers.
    const cards = await api.call(`/api/exam/courses?keyword=Reviewed`);
    expect(cards.body.data.find((card: { id: number }) => card.id === courseId)).toMatchObject({
      rating: 2.7,
      rating_count: 3,
    });

    const reviewOfA = (await mine(a)).body.data.review.id;
    const hide = await api.call(`/api/admin/reviews/${reviewOfA}`, {
      token: admin.token,
      method: 'PATCH',
      body: { hidden: true, reason: 'Off-topic' },
    });
    expect(hide.status).toBe(200);
    expect(hide.body.data).toMatchObject({ hidden: true, hidden_reason: 'Off-topic', rating: 5 });
    expect(await aggregate()).toEqual({ rating: 1.5, count: 2 });
    // Hidden: not listed, not votable, but its author still sees it with the reason.
    expect((await list()).body.data.map((review: { id: number }) => review.id)).not.toContain(reviewOfA);
    expect((await mine(a)).body.data.review).toMatchObject({ hidden: true, hidden_reason: 'Off-topic' });
    const vote = await api.call(`/api/exam/courses/${courseId}/reviews/${reviewOfA}/helpful`, {
      token: b.token,
      method: 'POST',
    });
    expect(vote.status).toBe(404);
    // Editing a hidden review keeps it hidden and uncounted.
    await mine(a, 'PATCH', { rating: 4 });
    expect(await aggregate()).toEqual({ rating: 1.5, count: 2 });

    const unhide = await api.call(`/api/admin/reviews/${reviewOfA}`, {
      token: admin.token,
      method: 'PATCH',
      body: { hidden: false },
    });
    expect(unhide.body.data).toMatchObject({ hidden: false, hidden_reason: null });
    expect(await aggregate()).toEqual({ rating: 2.3, count: 3 }); // 7 / 3

    await Promise.all([mine(a, 'DELETE'), mine(b, 'DELETE'), mine(c, 'DELETE')]);
    expect(await aggregate()).toEqual({ rating: 0, count: 0 });
  });

  it('counts every review written at the same moment by different learners (writes to a course take turns)', async () => {
    const learners = await Promise.all([reviewer(), reviewer(), reviewer(), reviewer(), reviewer()]);
    const replies = await Promise.all(learners.map((learner, index) => write(learner, { rating: index + 1 })));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await aggregate()).toEqual({ rating: 3, count: 5 });
    await Promise.all(learners.map((learner) => mine(learner, 'DELETE')));
    expect(await aggregate()).toEqual({ rating: 0, count: 0 });
  });

  it('audits the admin hide and mails the author in the language of the review', async () => {
    const admin = await signedInUser('admin');
    const learner = await reviewer('Trần Văn Nam');
    const reviewId = (await write(learner, { rating: 1, body: 'Quá tệ <i>thật</i>', language: 'vi' })).body.data.id;
    const reason = 'Ngôn từ không phù hợp';
    const hide = await api.call(`/api/admin/reviews/${reviewId}`, {
      token: admin.token,
      method: 'PATCH',
      body: { hidden: true, reason },
    });
    expect(hide.status).toBe(200);
    const [entry] = await auditOf(api, admin.token, 'review', reviewId);
    expect(entry).toMatchObject({
      action: 'review.hide',
      actor: { email: admin.user.email },
      before: { hidden: false, hidden_reason: null },
      after: { hidden: true, hidden_reason: reason },
    });
    const mail = await outboxMail(learner.user.email, /Đánh giá của bạn/);
    expect(mail.subject).toContain('Được đánh giá');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Quá tệ <i>thật</i>');
    expect(mail.html).not.toContain('<i>thật</i>');

    // Non-admins cannot moderate; a bad body or unknown review is refused.
    expect(
      (
        await api.call(`/api/admin/reviews/${reviewId}`, {
          token: learner.token,
          method: 'PATCH',
          body: { hidden: false },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call(`/api/admin/reviews/${reviewId}`, {
          token: admin.token,
          method: 'PATCH',
          body: { hidden: true },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.call('/api/admin/reviews/999999', { token: admin.token, method: 'PATCH', body: { hidden: false } }))
        .status,
    ).toBe(404);
    const adminList = await api.call(`/api/admin/courses/${courseId}/reviews?hidden=true`, { token: admin.token });
    expect(adminList.body.data.map((review: { id: number }) => review.id)).toContain(reviewId);
    expect(adminList.body.data[0].author.email).toBeDefined();
    await mine(learner, 'DELETE');
  });

  it('counts one helpful vote per user, never on one’s own review, and sorts by it', async () => {
    const [author, other, voter, third] = await Promise.all([reviewer(), reviewer(), signedInUser(), signedInUser()]);
    const first = (await write(author, { rating: 5, body: 'First', language: 'en' })).body.data.id;
    const second = (await write(other, { rating: 4, body: 'Thứ hai', language: 'vi' })).body.data.id;
    const helpful = (learner: Learner, id: number, method = 'POST') =>
      api.call(`/api/exam/courses/${courseId}/reviews/${id}/helpful`, { token: learner.token, method });

    expect((await api.call(`/api/exam/courses/${courseId}/reviews/${first}/helpful`, { method: 'POST' })).status).toBe(
      401,
    );
    const own = await helpful(author, first);
    expect(own.status).toBe(403);
    expect(own.body.error.error_code).toBe('OWN_REVIEW');
    expect((await helpful(voter, first)).body.data).toEqual({
      review_id: first,
      helpful_count: 1,
      voted_helpful: true,
    });
    expect((await helpful(voter, first)).body.data.helpful_count).toBe(1);
    await helpful(voter, second);
    await helpful(third, second);
    expect((await helpful(third, second, 'DELETE')).body.data).toEqual({
      review_id: second,
      helpful_count: 1,
      voted_helpful: false,
    });
    await helpful(third, second);
    // Another course's id in the path does not reach this course's review.
    expect(
      (await api.call(`/api/exam/courses/999999/reviews/${first}/helpful`, { token: voter.token, method: 'POST' }))
        .status,
    ).toBe(404);

    const newest = await list('', voter);
    expect(newest.body.data.map((review: { id: number }) => review.id)).toEqual([second, first]);
    expect(newest.body.data.every((review: { voted_helpful: boolean }) => review.voted_helpful)).toBe(true);
    const byHelpful = await list('?sort=helpful');
    expect(
      byHelpful.body.data.map((review: { id: number; helpful_count: number }) => [review.id, review.helpful_count]),
    ).toEqual([
      [second, 2],
      [first, 1],
    ]);
    expect(byHelpful.body.data[0].voted_helpful).toBe(false);
    const vietnamese = await list('?language=vi', author);
    expect(vietnamese.body.data.map((review: { id: number }) => review.id)).toEqual([second]);
    const paged = await list('?page_size=1&page=2', author);
    expect(paged.body).toMatchObject({ page: 2, total_page: 2 });
    expect(paged.body.data).toMatchObject([{ id: first, is_mine: true }]);
    expect((await list('?sort=best')).status).toBe(400);
    await Promise.all([mine(author, 'DELETE'), mine(other, 'DELETE')]);
  });
});
