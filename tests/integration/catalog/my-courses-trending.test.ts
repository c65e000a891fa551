import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as myCoursesRoute from '@/pages/api/exam/my-courses';
import * as trendingRoute from '@/pages/api/exam/trending-courses';
import * as courseRepository from '@/server/repositories/course-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { getDb } from '@/server/db/client';
import { quizAttempts } from '@/server/db/schema/attempts';
import { createCourse, createCurriculum, daysAgo } from '../helpers/catalog';
import { letPublicReadsExpire } from '../helpers/clock';
import { describeEachDatabase } from '../helpers/databases';
import { serveRoute, type RouteServer } from '../helpers/http';
import { bearer, createTestUser, signedInUser } from '../helpers/users';

let myCourses: RouteServer;
let trending: RouteServer;
beforeAll(async () => {
  myCourses = await serveRoute(myCoursesRoute, '/api/exam/my-courses');
  trending = await serveRoute(trendingRoute, '/api/exam/trending-courses');
});
afterAll(() => Promise.all([myCourses.close(), trending.close()]));

describeEachDatabase('GET /api/exam/my-courses and /trending-courses', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ids.alpha = await createCourse({
      slug: 'alpha',
      titleEn: 'Alpha',
      titleVi: 'Alpha VI',
      enrolmentCount: 100,
      rating: 4.5,
    });
    ids.beta = await createCourse({
      slug: 'beta',
      titleEn: 'Beta',
      titleVi: 'Beta VI',
      enrolmentCount: 300,
      priceVnd: 299000,
    });
    ids.gamma = await createCourse({ slug: 'gamma', titleEn: 'Gamma', titleVi: 'Gamma VI', enrolmentCount: 200 });
    ids.delta = await createCourse({ slug: 'delta', titleEn: 'Delta', titleVi: 'Delta VI', enrolmentCount: 50 });
    await createCourse({ slug: 'draft', titleEn: 'Draft', titleVi: 'Nháp', enrolmentCount: 9999, publishedAt: null });
  });

  afterAll(() => vi.restoreAllMocks());

  const get = async (server: RouteServer, path: string, headers: Record<string, string> = {}) => {
    const response = await server.request(path, { headers });
    return { status: response.status, body: await response.json() };
  };

  it('my-courses needs a session', async () => {
    const { status, body } = await get(myCourses, '/api/exam/my-courses');
    expect(status).toBe(401);
    expect(body.error.error_code).toBe('UNAUTHORIZED');
  });

  it("lists only the caller's own enrolments, most recent first", async () => {
    const learner = await signedInUser();
    const other = await signedInUser();
    await enrolmentRepository.enrol({
      userId: learner.user.id,
      courseId: ids.alpha!,
      source: 'free',
      createdAt: daysAgo(3),
    });
    await enrolmentRepository.enrol({
      userId: learner.user.id,
      courseId: ids.beta!,
      source: 'purchase',
      createdAt: daysAgo(1),
    });
    await enrolmentRepository.enrol({ userId: other.user.id, courseId: ids.gamma!, source: 'admin' });

    const mine = await get(myCourses, '/api/exam/my-courses?lang=vi', bearer(learner.token));
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((course: { slug: string }) => course.slug)).toEqual(['beta', 'alpha']);
    expect(mine.body.data[0]).toMatchObject({
      id: ids.beta,
      title: 'Beta VI',
      price_vnd: 299000,
      enrolment_source: 'purchase',
      enrolled_at: expect.stringMatching(/^\d{4}-/),
    });
    const theirs = await get(myCourses, '/api/exam/my-courses', bearer(other.token));
    expect(theirs.body.data.map((course: { slug: string }) => course.slug)).toEqual(['gamma']);
    const nobody = await signedInUser();
    expect((await get(myCourses, '/api/exam/my-courses', bearer(nobody.token))).body).toEqual({
      success: true,
      data: [],
    });
  });

  it('enrolling twice keeps one enrolment and counts it once', async () => {
    const user = await createTestUser();
    const before = (await courseRepository.findById(ids.delta!))!.enrolmentCount;
    expect(await enrolmentRepository.enrol({ userId: user.id, courseId: ids.delta!, source: 'free' })).toBe(true);
    expect(await enrolmentRepository.enrol({ userId: user.id, courseId: ids.delta!, source: 'purchase' })).toBe(false);
    expect((await courseRepository.findById(ids.delta!))!.enrolmentCount).toBe(before + 1);
    expect(await enrolmentRepository.isEnrolled(user.id, ids.delta!)).toBe(true);
  });

  it('ranks trending courses by enrolments of the last 30 days, ties by all-time enrolments', async () => {
    const slugsOf = (body: { data: { best_course: { slug: string } | null; trending: { slug: string }[] } }) => [
      body.data.best_course?.slug,
      ...body.data.trending.map((course) => course.slug),
    ];
    const before = (await get(trending, '/api/exam/trending-courses')).body;
    // Enrolments of the earlier tests: alpha, beta, gamma, delta one each, all recent.
    expect(slugsOf(before)).toEqual(['beta', 'gamma', 'alpha', 'delta']);
    expect(before.data.best_course).toMatchObject({ slug: 'beta', title: 'Beta', recent_enrolments: 1 });

    // Delta gains three recent learners (4 in all), alpha one (2); gamma three who enrolled 40 days ago.
    for (let i = 0; i < 3; i += 1) {
      const user = await createTestUser();
      await enrolmentRepository.enrol({ userId: user.id, courseId: ids.delta!, source: 'free', createdAt: daysAgo(2) });
      const old = await createTestUser();
      await enrolmentRepository.enrol({ userId: old.id, courseId: ids.gamma!, source: 'free', createdAt: daysAgo(40) });
    }
    const late = await createTestUser();
    await enrolmentRepository.enrol({ userId: late.id, courseId: ids.alpha!, source: 'free' });

    // Within the half minute a ranking is kept, the same ranking is served.
    expect(slugsOf((await get(trending, '/api/exam/trending-courses')).body)).toEqual(slugsOf(before));
    letPublicReadsExpire();
    const after = (await get(trending, '/api/exam/trending-courses', { 'Accept-Language': 'vi' })).body;
    expect(slugsOf(after)).toEqual(['delta', 'alpha', 'beta', 'gamma']);
    expect(after.data.best_course).toMatchObject({ slug: 'delta', title: 'Delta VI', recent_enrolments: 4 });
    expect(after.data.trending.map((course: { recent_enrolments: number }) => course.recent_enrolments)).toEqual([
      2, 1, 1,
    ]);
  });

  it('counts the distinct learners who took a course’s quizzes in the last 30 days, each once', async () => {
    const { freeQuizId, practiceQuizId } = await createCurriculum(ids.gamma!);
    const attempt = (userId: string, quizId: number, startedAt: Date) =>
      getDb().insert(quizAttempts).values({
        userId,
        quizId,
        startedAt,
        mode: 'practice',
        status: 'submitted',
        closedAt: startedAt,
        questionCount: 1,
      });
    // Three recent quiz takers: the first retries twice and takes the other quiz too.
    const [keen, second, third, longAgo] = await Promise.all([1, 2, 3, 4].map(() => createTestUser()));
    for (const quizId of [freeQuizId, freeQuizId, freeQuizId, practiceQuizId])
      await attempt(keen!.id, quizId, daysAgo(1));
    await attempt(second!.id, practiceQuizId, daysAgo(3));
    await attempt(third!.id, freeQuizId, daysAgo(29));
    // Someone who took the test 40 days ago no longer counts.
    await attempt(longAgo!.id, freeQuizId, daysAgo(40));

    letPublicReadsExpire();
    const body = (await get(trending, '/api/exam/trending-courses')).body;
    // Gamma: 1 recent enrolment + 3 quiz takers = 4, level with delta's 4 enrolments; gamma
    // has more enrolments overall (204 against 54), so it leads.
    expect(body.data.best_course).toMatchObject({ slug: 'gamma', recent_enrolments: 1, recent_test_takers: 3 });
    expect(body.data.trending).toMatchObject([
      { slug: 'delta', recent_enrolments: 4, recent_test_takers: 0 },
      { slug: 'alpha', recent_enrolments: 2, recent_test_takers: 0 },
      { slug: 'beta', recent_enrolments: 1, recent_test_takers: 0 },
    ]);
  });
});
