import { afterAll, beforeAll, expect, it } from 'vitest';
import * as lessonRoute from '@/pages/api/exam/lessons/[id]/index';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as lessonProgressRepository from '@/server/repositories/lesson-progress-repository';
import { createCourse, createCurriculum } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { callJson, serveRoute, type RouteServer } from '../helpers/http';
import { bearer, signedInUser } from '../helpers/users';

let server: RouteServer;
beforeAll(async () => {
  server = await serveRoute(lessonRoute, '/api/exam/lessons/[id]');
});
afterAll(() => server.close());

type Viewer = Awaited<ReturnType<typeof signedInUser>>;

describeEachDatabase('GET /api/exam/lessons/{id}', () => {
  let courseId: number;
  let lessonIds: [number, number, number];
  let draftLessonId: number;
  let enrolled: Viewer;
  let stranger: Viewer;
  let admin: Viewer;

  beforeAll(async () => {
    courseId = await createCourse({
      slug: 'web-performance',
      titleEn: 'Web Performance',
      titleVi: 'Hiệu năng web',
      priceVnd: 499000,
    });
    ({ lessonIds } = await createCurriculum(courseId));
    const draftId = await createCourse({ slug: 'draft', titleEn: 'Draft', titleVi: 'Nháp', publishedAt: null });
    [draftLessonId] = (await createCurriculum(draftId)).lessonIds;
    [enrolled, stranger, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser('admin')]);
    await enrolmentRepository.enrol({ userId: enrolled.user.id, courseId, source: 'purchase' });
  });

  const lesson = (id: number, viewer?: Viewer, query = '') =>
    callJson(server, `/api/exam/lessons/${id}${query}`, { headers: viewer ? bearer(viewer.token) : {} });

  it('plays a free preview for everyone, with the curriculum, neighbours and no progress for anonymous viewers', async () => {
    const [preview, setup, deepDive] = lessonIds;
    const { status, body } = await lesson(preview);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      lesson: {
        id: preview,
        title: 'Welcome',
        duration_s: 60,
        is_free_preview: true,
        video_url: `/api/exam/lessons/${preview}/video`,
        // The test curriculum's lessons have no captions.
        captions: [],
        section_title: 'Basics',
      },
      course: {
        id: courseId,
        slug: 'web-performance',
        title: 'Web Performance',
        price_vnd: 499000,
        is_free: false,
        is_enrolled: false,
      },
      sections: [
        {
          id: expect.any(Number),
          title: 'Basics',
          lessons: [
            { id: preview, title: 'Welcome', duration_s: 60, is_free_preview: true, locked: false, completed: false },
            { id: setup, title: 'Setup', duration_s: 120, is_free_preview: false, locked: true, completed: false },
          ],
        },
        {
          id: expect.any(Number),
          title: 'Advanced',
          lessons: [
            {
              id: deepDive,
              title: 'Deep dive',
              duration_s: 300,
              is_free_preview: false,
              locked: true,
              completed: false,
            },
          ],
        },
      ],
      previous_lesson_id: null,
      next_lesson_id: setup,
      progress: null,
    });
    const signedIn = await lesson(preview, stranger);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.progress).toEqual({ position_s: 0, completed: false });
  });

  it('asks an anonymous viewer of another lesson to sign in (401)', async () => {
    const { status, body } = await lesson(lessonIds[1]);
    expect(status).toBe(401);
    expect(body.error).toEqual({
      detail: 'Sign in to watch this lesson.',
      error_code: 'UNAUTHORIZED',
      request_id: expect.any(String),
    });
  });

  it('refuses a signed-in viewer who is not enrolled with 403 PURCHASE_REQUIRED', async () => {
    const { status, body } = await lesson(lessonIds[1], stranger);
    expect(status).toBe(403);
    expect(body.error.error_code).toBe('PURCHASE_REQUIRED');
  });

  it('opens every lesson to an enrolled learner, with their progress and completed ticks', async () => {
    await lessonProgressRepository.upsert({
      userId: enrolled.user.id,
      lessonId: lessonIds[0],
      positionS: 60,
      completed: true,
    });
    await lessonProgressRepository.upsert({
      userId: enrolled.user.id,
      lessonId: lessonIds[1],
      positionS: 42,
      completed: false,
    });
    const { status, body } = await lesson(lessonIds[1], enrolled, '?lang=vi');
    expect(status).toBe(200);
    expect(body.data.lesson).toMatchObject({ id: lessonIds[1], title: 'Cài đặt', section_title: 'Cơ bản' });
    expect(body.data.course).toMatchObject({ title: 'Hiệu năng web', is_enrolled: true });
    expect(body.data.progress).toEqual({ position_s: 42, completed: false });
    const sidebar = body.data.sections.flatMap((section: { lessons: object[] }) => section.lessons);
    expect(sidebar.map((item: { locked: boolean; completed: boolean }) => [item.locked, item.completed])).toEqual([
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect([body.data.previous_lesson_id, body.data.next_lesson_id]).toEqual([lessonIds[0], lessonIds[2]]);

    const last = await lesson(lessonIds[2], enrolled);
    expect([last.body.data.previous_lesson_id, last.body.data.next_lesson_id]).toEqual([lessonIds[1], null]);
  });

  it('opens every lesson to an admin, enrolled or not', async () => {
    const { status, body } = await lesson(lessonIds[2], admin);
    expect(status).toBe(200);
    expect(body.data.course.is_enrolled).toBe(false);
    expect(body.data.sections.every((s: { lessons: { locked: boolean }[] }) => s.lessons.every((l) => !l.locked))).toBe(
      true,
    );
  });

  it("never shows one learner another's progress", async () => {
    const { body } = await lesson(lessonIds[0], stranger);
    expect(body.data.progress).toEqual({ position_s: 0, completed: false });
    expect(body.data.sections[0].lessons[0].completed).toBe(false);
  });

  it('answers 404 for unknown lessons and lessons of unpublished courses, 400 for malformed ids', async () => {
    for (const id of [999_999, draftLessonId]) {
      const { status, body } = await lesson(id, admin);
      expect(status, String(id)).toBe(404);
      expect(body.error).toEqual({
        detail: 'No such lesson.',
        error_code: 'NOT_FOUND',
        request_id: expect.any(String),
      });
    }
    for (const id of ['abc', '0', '99999999999']) {
      const { status, body } = await callJson(server, `/api/exam/lessons/${id}`);
      expect(status, id).toBe(400);
      expect(body.error.fields).toHaveProperty('id');
    }
  });
});
