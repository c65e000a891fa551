import { afterAll, beforeAll, expect, it } from 'vitest';
import * as myCoursesRoute from '@/pages/api/exam/my-courses';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as lessonProgressRepository from '@/server/repositories/lesson-progress-repository';
import { createCourse, createCurriculum, daysAgo } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { callJson, serveRoute, type RouteServer } from '../helpers/http';
import { bearer, signedInUser } from '../helpers/users';

let server: RouteServer;
beforeAll(async () => {
  server = await serveRoute(myCoursesRoute, '/api/exam/my-courses');
});
afterAll(() => server.close());

describeEachDatabase('GET /api/exam/my-courses: progress per course', () => {
  it('counts completed lessons and the time watched, rounds the percentage down, names the last lesson touched and the next to take', async () => {
    const started = await createCourse({ slug: 'started', titleEn: 'Started', titleVi: 'Đã học' });
    const untouched = await createCourse({ slug: 'untouched', titleEn: 'Untouched', titleVi: 'Chưa học' });
    const empty = await createCourse({ slug: 'empty', titleEn: 'Empty', titleVi: 'Trống' });
    const startedLessons = (await createCurriculum(started)).lessonIds;
    const untouchedLessons = (await createCurriculum(untouched)).lessonIds;
    const learner = await signedInUser();
    const other = await signedInUser();
    for (const [courseId, days] of [
      [started, 3],
      [untouched, 2],
      [empty, 1],
    ] as const) {
      await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'free', createdAt: daysAgo(days) });
    }
    // PGlite's clock counts milliseconds, and saves in the same millisecond have no order;
    // a learner's real saves are seconds apart, so each save here waits for the next tick.
    const progress = async (lessonId: number, completed: boolean, userId = learner.user.id) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return lessonProgressRepository.upsert({ userId, lessonId, positionS: 10, completed });
    };
    await progress(startedLessons[0], true);
    await progress(startedLessons[2], false);
    // The most recent save names the lesson to continue, completed or not.
    await progress(startedLessons[1], true);
    // Someone else's progress counts for them only.
    await progress(untouchedLessons[0], true, other.user.id);

    const { status, body } = await callJson(server, '/api/exam/my-courses', { headers: bearer(learner.token) });
    expect(status).toBe(200);
    const bySlug = Object.fromEntries(body.data.map((course: { slug: string }) => [course.slug, course]));
    expect(body.data.map((course: { slug: string }) => course.slug)).toEqual(['empty', 'untouched', 'started']);
    expect(bySlug.started.progress).toEqual({
      completed_lessons: 2,
      total_lessons: 3,
      percent: 66,
      last_lesson_id: startedLessons[1],
      first_lesson_id: startedLessons[0],
      // The last lesson touched is done: the next is the first unfinished one after it.
      next_lesson: { id: startedLessons[2], title: 'Deep dive' },
      // Completed lessons whole (60 s + 120 s), the open one up to its position (10 s).
      watched_s: 190,
      duration_s: 480,
    });
    expect(bySlug.untouched.progress).toEqual({
      completed_lessons: 0,
      total_lessons: 3,
      percent: 0,
      last_lesson_id: null,
      first_lesson_id: untouchedLessons[0],
      next_lesson: { id: untouchedLessons[0], title: 'Welcome' },
      watched_s: 0,
      duration_s: 480,
    });
    expect(bySlug.empty.progress).toEqual({
      completed_lessons: 0,
      total_lessons: 0,
      percent: 0,
      last_lesson_id: null,
      first_lesson_id: null,
      next_lesson: null,
      watched_s: 0,
      duration_s: 0,
    });

    await progress(startedLessons[2], true);
    const done = await callJson(server, '/api/exam/my-courses', { headers: bearer(learner.token) });
    const finished = done.body.data.find((course: { slug: string }) => course.slug === 'started');
    expect(finished.progress).toMatchObject({
      completed_lessons: 3,
      total_lessons: 3,
      percent: 100,
      next_lesson: null,
      watched_s: 480,
    });
    expect(finished.progress.last_lesson_id).toBe(startedLessons[2]);
  });
});
