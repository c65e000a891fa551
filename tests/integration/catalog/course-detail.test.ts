import { afterAll, beforeAll, expect, it } from 'vitest';
import * as courseByIdRoute from '@/pages/api/exam/courses/[id]';
import * as courseBySlugRoute from '@/pages/api/exam/courses/slugs/[slug]/index';
import * as purchasedStatusRoute from '@/pages/api/exam/courses/slugs/[slug]/purchased-status';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { createCategories, createCourse, createCurriculum } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { serveRoute, type RouteServer } from '../helpers/http';
import { bearer, signedInUser } from '../helpers/users';

let byId: RouteServer;
let bySlug: RouteServer;
let purchased: RouteServer;
beforeAll(async () => {
  byId = await serveRoute(courseByIdRoute, '/api/exam/courses/[id]');
  bySlug = await serveRoute(courseBySlugRoute, '/api/exam/courses/slugs/[slug]');
  purchased = await serveRoute(purchasedStatusRoute, '/api/exam/courses/slugs/[slug]/purchased-status');
});
afterAll(() => Promise.all([byId.close(), bySlug.close(), purchased.close()]));

interface Lesson {
  id: number;
  title: string;
  is_free_preview: boolean;
  video_url: string | null;
}

describeEachDatabase('GET /api/exam/courses/{id} and /slugs/{slug}', () => {
  let courseId: number;
  let quizIds: { freeQuizId: number; practiceQuizId: number };
  let lessonIds: number[];
  let enrolled: Awaited<ReturnType<typeof signedInUser>>;
  let stranger: Awaited<ReturnType<typeof signedInUser>>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    const cat = await createCategories('tech', ['web']);
    courseId = await createCourse({
      slug: 'web-performance',
      titleEn: 'Web Performance',
      titleVi: 'Hiệu năng web',
      priceVnd: 499000,
      categoryIds: [cat.web!],
    });
    ({ lessonIds, ...quizIds } = await createCurriculum(courseId));
    await createCourse({ slug: 'draft-course', titleEn: 'Draft', titleVi: 'Nháp', publishedAt: null });
    enrolled = await signedInUser();
    stranger = await signedInUser();
    admin = await signedInUser('admin');
    await enrolmentRepository.enrol({ userId: enrolled.user.id, courseId, source: 'purchase' });
  });

  const getJson = async (server: RouteServer, path: string, headers: Record<string, string> = {}) => {
    const response = await server.request(path, { headers });
    return { status: response.status, body: await response.json() };
  };
  const lessonsOf = (data: { sections: { lessons: Lesson[] }[] }) =>
    data.sections.flatMap((section) => section.lessons);

  it('returns the course with its curriculum and quiz groups', async () => {
    const { status, body } = await getJson(bySlug, '/api/exam/courses/slugs/web-performance');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: courseId,
      slug: 'web-performance',
      title: 'Web Performance',
      description: 'Description of Web Performance',
      price_vnd: 499000,
      is_free: false,
      lesson_count: 3,
      total_duration_s: 480,
      is_purchased: false,
      has_free_test: true,
      categories: [{ slug: 'web', name: 'Category web' }],
    });
    expect(body.data.sections.map((section: { title: string }) => section.title)).toEqual(['Basics', 'Advanced']);
    const freeTest = {
      id: quizIds.freeQuizId,
      title: 'Placement',
      description: '',
      time_limit_s: 600,
      pass_mark_percent: 60,
      question_count: 5,
      attempts_allowed: null,
    };
    expect(body.data.first_free_test).toEqual(freeTest);
    expect(body.data.quiz_info).toEqual([
      { id: expect.any(Number), group_name: 'Free Test', is_free_test: true, quizzes: [freeTest] },
      {
        id: expect.any(Number),
        group_name: 'Practice',
        is_free_test: false,
        quizzes: [{ ...freeTest, id: quizIds.practiceQuizId, title: 'Final', attempts_allowed: 2 }],
      },
    ]);
  });

  it('answers the same course by id', async () => {
    const slugBody = (await getJson(bySlug, '/api/exam/courses/slugs/web-performance')).body;
    const { status, body } = await getJson(byId, `/api/exam/courses/${courseId}`);
    expect(status).toBe(200);
    expect(body).toEqual(slugBody);
  });

  it('sends the video address of free previews only to viewers who are not enrolled', async () => {
    for (const headers of [{}, bearer(stranger.token)]) {
      const { body } = await getJson(bySlug, '/api/exam/courses/slugs/web-performance', headers);
      expect(lessonsOf(body.data)).toEqual([
        {
          id: expect.any(Number),
          title: 'Welcome',
          duration_s: 60,
          is_free_preview: true,
          video_url: `/api/exam/lessons/${lessonIds[0]}/video`,
        },
        { id: expect.any(Number), title: 'Setup', duration_s: 120, is_free_preview: false, video_url: null },
        { id: expect.any(Number), title: 'Deep dive', duration_s: 300, is_free_preview: false, video_url: null },
      ]);
      expect(body.data.is_purchased).toBe(false);
    }
  });

  it('sends every video address to an enrolled learner, and to an admin', async () => {
    const mine = (await getJson(bySlug, '/api/exam/courses/slugs/web-performance', bearer(enrolled.token))).body;
    expect(mine.data.is_purchased).toBe(true);
    expect(lessonsOf(mine.data).map((lesson) => lesson.video_url)).toEqual(
      lessonsOf(mine.data).map((lesson) => `/api/exam/lessons/${lesson.id}/video`),
    );
    const byAdmin = (await getJson(byId, `/api/exam/courses/${courseId}`, bearer(admin.token))).body;
    expect(byAdmin.data.is_purchased).toBe(false);
    expect(lessonsOf(byAdmin.data).every((lesson) => lesson.video_url !== null)).toBe(true);
  });

  it('answers in Vietnamese for ?lang=vi or Accept-Language: vi', async () => {
    for (const [path, headers] of [
      ['/api/exam/courses/slugs/web-performance?lang=vi', {}],
      ['/api/exam/courses/slugs/web-performance', { 'Accept-Language': 'vi-VN' }],
    ] as const) {
      const { body } = await getJson(bySlug, path, headers);
      expect(body.data).toMatchObject({ title: 'Hiệu năng web', description: 'Mô tả của Hiệu năng web' });
      expect(body.data.sections[0].title).toBe('Cơ bản');
      expect(lessonsOf(body.data)[0]!.title).toBe('Chào mừng');
      expect(body.data.quiz_info.map((group: { group_name: string }) => group.group_name)).toEqual([
        'Bài kiểm tra miễn phí',
        'Luyện tập',
      ]);
      expect(body.data.first_free_test.title).toBe('Placement (vi)');
    }
  });

  it('answers 404 NOT_FOUND for unknown or unpublished courses, 400 for malformed ones', async () => {
    for (const [server, path] of [
      [bySlug, '/api/exam/courses/slugs/no-such-course'],
      [bySlug, '/api/exam/courses/slugs/draft-course'],
      [byId, '/api/exam/courses/999999'],
      [purchased, '/api/exam/courses/slugs/no-such-course/purchased-status'],
    ] as const) {
      const { status, body } = await getJson(server, path);
      expect(status, path).toBe(404);
      expect(body).toEqual({
        success: false,
        error: { detail: 'No such course.', error_code: 'NOT_FOUND', request_id: expect.any(String) },
      });
    }
    for (const [server, path, field] of [
      [byId, '/api/exam/courses/abc', 'id'],
      [byId, '/api/exam/courses/0', 'id'],
      [bySlug, '/api/exam/courses/slugs/Not%20A%20Slug', 'slug'],
    ] as const) {
      const { status, body } = await getJson(server, path);
      expect(status, path).toBe(400);
      expect(body.error.fields).toHaveProperty(field);
    }
  });

  it('purchased-status: true for an enrolled learner, false for others and for anonymous viewers', async () => {
    const path = '/api/exam/courses/slugs/web-performance/purchased-status';
    expect((await getJson(purchased, path, bearer(enrolled.token))).body).toEqual({
      success: true,
      data: { is_purchased: true },
    });
    expect((await getJson(purchased, path, bearer(stranger.token))).body).toEqual({
      success: true,
      data: { is_purchased: false },
    });
    expect((await getJson(purchased, path)).body).toEqual({ success: true, data: { is_purchased: false } });
  });

  it("keeps a signed-out visitor's reply in the shared cache, and reads a signed-in viewer's afresh", async () => {
    const path = '/api/exam/courses/slugs/web-performance';
    const status = `${path}/purchased-status`;
    expect((await getJson(bySlug, path)).body.data.is_purchased).toBe(false);
    expect((await getJson(bySlug, path, bearer(stranger.token))).body.data.is_purchased).toBe(false);
    // The stranger buys the course: what they see changes at once, the shared reply does not.
    await enrolmentRepository.enrol({ userId: stranger.user.id, courseId, source: 'purchase' });
    const mine = (await getJson(bySlug, path, bearer(stranger.token))).body.data;
    expect(mine.is_purchased).toBe(true);
    expect(lessonsOf(mine).every((lesson) => lesson.video_url !== null)).toBe(true);
    expect((await getJson(purchased, status, bearer(stranger.token))).body.data).toEqual({ is_purchased: true });
    const shared = (await getJson(bySlug, path)).body.data;
    expect(shared.is_purchased).toBe(false);
    expect(lessonsOf(shared).some((lesson) => lesson.video_url === null)).toBe(true);
  });
});
