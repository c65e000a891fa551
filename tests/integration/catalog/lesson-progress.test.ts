import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as lessonRoute from '@/pages/api/exam/lessons/[id]/index';
import * as progressRoute from '@/pages/api/exam/lessons/[id]/progress';
import { getDb } from '@/server/db/client';
import { lessonProgress } from '@/server/db/schema/lesson-progress';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { createCourse, createCurriculum } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { callJson, serveRoute, type RouteServer } from '../helpers/http';
import { addLessonCaptions, setLessonVideo } from '../helpers/uploads';
import { bearer, signedInUser } from '../helpers/users';

let progressServer: RouteServer;
let lessonServer: RouteServer;
beforeAll(async () => {
  progressServer = await serveRoute(progressRoute, '/api/exam/lessons/[id]/progress');
  lessonServer = await serveRoute(lessonRoute, '/api/exam/lessons/[id]');
});
afterAll(() => Promise.all([progressServer.close(), lessonServer.close()]));

type Viewer = Awaited<ReturnType<typeof signedInUser>>;

describeEachDatabase('PUT /api/exam/lessons/{id}/progress', () => {
  let lessonIds: [number, number, number];
  let learner: Viewer;

  beforeAll(async () => {
    const courseId = await createCourse({ slug: 'course', titleEn: 'Course', titleVi: 'Khoá học', priceVnd: 199000 });
    ({ lessonIds } = await createCurriculum(courseId));
    learner = await signedInUser();
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'purchase' });
  });

  const save = (lessonId: number, body: unknown, viewer: Viewer | null = learner) =>
    callJson(progressServer, `/api/exam/lessons/${lessonId}/progress`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...(viewer ? bearer(viewer.token) : {}) },
      body: JSON.stringify(body),
    });
  const storedRow = async (lessonId: number, userId = learner.user.id) =>
    (await getDb().select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessonId))).find(
      (row) => row.userId === userId,
    );

  it('saves a position, then updates it in place', async () => {
    const first = await save(lessonIds[1], { position_s: 30 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      lesson_id: lessonIds[1],
      position_s: 30,
      completed: false,
      updated_at: expect.stringMatching(/^\d{4}-/),
    });
    const second = await save(lessonIds[1], { position_s: 75 });
    expect(second.body.data).toMatchObject({ position_s: 75, completed: false });
    expect(Date.parse(second.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.body.data.updated_at));
    const rows = await getDb().select().from(lessonProgress).where(eq(lessonProgress.userId, learner.user.id));
    expect(rows.map((row) => [row.lessonId, row.positionS])).toEqual([[lessonIds[1], 75]]);
  });

  it('clamps the position to the lesson length (120 s)', async () => {
    const reply = await save(lessonIds[1], { position_s: 5000 });
    expect(reply.status).toBe(200);
    expect(reply.body.data.position_s).toBe(120);
  });

  it('marks a lesson completed once, and keeps it completed', async () => {
    const done = await save(lessonIds[2], { position_s: 300, completed: true });
    expect(done.body.data).toMatchObject({ position_s: 300, completed: true });
    const completedAt = (await storedRow(lessonIds[2]))!.completedAt;
    expect(completedAt).toBeInstanceOf(Date);

    // Watching it again from the start, or saying completed: false, does not undo it.
    for (const body of [
      { position_s: 12 },
      { position_s: 20, completed: false },
      { position_s: 300, completed: true },
    ]) {
      const reply = await save(lessonIds[2], body);
      expect(reply.body.data).toMatchObject({ position_s: body.position_s, completed: true });
    }
    expect((await storedRow(lessonIds[2]))!.completedAt).toEqual(completedAt);

    const player = await callJson(lessonServer, `/api/exam/lessons/${lessonIds[2]}`, {
      headers: bearer(learner.token),
    });
    expect(player.body.data.progress).toEqual({ position_s: 300, completed: true });
  });

  it('validates the body: a whole number of seconds ≥ 0, a boolean, nothing else', async () => {
    for (const body of [
      {},
      { position_s: -1 },
      { position_s: 1.5 },
      { position_s: '10' },
      { position_s: 10, completed: 'yes' },
      { position_s: 10, extra: true },
    ]) {
      const reply = await save(lessonIds[1], body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
    }
  });

  it('lets any signed-in viewer save progress on a free preview, and keeps it to them', async () => {
    const visitor = await signedInUser();
    const reply = await save(lessonIds[0], { position_s: 15 }, visitor);
    expect(reply.status).toBe(200);
    expect((await storedRow(lessonIds[0], visitor.user.id))!.positionS).toBe(15);
    expect(await storedRow(lessonIds[0])).toBeUndefined();
  });

  it('refuses anonymous callers (401), viewers without the course (403) and unknown lessons (404)', async () => {
    const anonymous = await save(lessonIds[1], { position_s: 5 }, null);
    expect(anonymous.status).toBe(401);
    const stranger = await signedInUser();
    const refused = await save(lessonIds[1], { position_s: 5 }, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.error.error_code).toBe('PURCHASE_REQUIRED');
    expect(await storedRow(lessonIds[1], stranger.user.id)).toBeUndefined();
    const unknown = await save(999_999, { position_s: 5 });
    expect(unknown.status).toBe(404);
  });

  it("lists the lesson video's captions in each language, as addresses of the captions route", async () => {
    const [preview] = lessonIds;
    await addLessonCaptions(preview, 'vi');
    await addLessonCaptions(preview, 'en');
    const { body } = await callJson(lessonServer, `/api/exam/lessons/${preview}`);
    expect(body.data.lesson.video_url).toBe(`/api/exam/lessons/${preview}/video`);
    expect(body.data.lesson.captions).toEqual([
      { lang: 'en', label: 'English', src: `/api/exam/lessons/${preview}/captions/en` },
      { lang: 'vi', label: 'Tiếng Việt', src: `/api/exam/lessons/${preview}/captions/vi` },
    ]);
  });

  it('offers no video, nor captions, for a lesson whose video is not uploaded yet', async () => {
    const [preview] = lessonIds;
    await setLessonVideo([preview], null);
    const { body } = await callJson(lessonServer, `/api/exam/lessons/${preview}`);
    expect(body.data.lesson).toMatchObject({ video_url: null, captions: [] });
  });
});
