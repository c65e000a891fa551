import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAnswerCorrect } from '@/lib/exam/is-answer-correct';
import * as groupCategoriesRoute from '@/pages/api/exam/group-categories';
import * as courseBySlugRoute from '@/pages/api/exam/courses/slugs/[slug]/index';
import { getDb } from '@/server/db/client';
import { courses } from '@/server/db/schema/catalog';
import { lessonCaptions, lessons } from '@/server/db/schema/curriculum';
import { enrolments } from '@/server/db/schema/enrolments';
import { answers, questions, quizzes } from '@/server/db/schema/quiz';
import { uploads } from '@/server/db/schema/uploads';
import { CATEGORY_GROUPS } from '@/server/db/seed/catalog/categories';
import { COURSES, DEMO_LEARNER_COURSES } from '@/server/db/seed/catalog/courses';
import { courseSlug } from '@/server/db/seed/catalog/seed-catalog';
import { DEMO_USERS } from '@/server/db/seed/demo-users';
import { seedDatabase } from '@/server/db/seed/seed-database';
import * as courseRepository from '@/server/repositories/course-repository';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as userRepository from '@/server/repositories/user-repository';
import { parseBytes } from '@/server/media/byte-parser';
import { mp4Duration } from '@/server/media/mp4-duration';
import { getFileStorage } from '@/server/storage/storage';
import { describeEachDatabase } from '../helpers/databases';
import { serveRoute, type RouteServer } from '../helpers/http';

let groups: RouteServer;
let bySlug: RouteServer;
beforeAll(async () => {
  groups = await serveRoute(groupCategoriesRoute, '/api/exam/group-categories');
  bySlug = await serveRoute(courseBySlugRoute, '/api/exam/courses/slugs/[slug]');
});
afterAll(() => Promise.all([groups.close(), bySlug.close()]));

describeEachDatabase('the seeded demo catalogue', () => {
  beforeAll(async () => {
    await seedDatabase();
    // Idempotent: a second run creates nothing and counts no enrolment twice.
    await seedDatabase();
  });

  it('holds every demo course once, and enrols the demo learner once', async () => {
    const [row] = await getDb().select({ value: count() }).from(courses);
    expect(row?.value).toBe(COURSES.length);
    const learner = await userRepository.findByEmail(DEMO_USERS.find((user) => user.role === 'user')!.email);
    for (const { slug } of DEMO_LEARNER_COURSES) {
      const course = await courseRepository.findBySlug(slug);
      const seeded = COURSES.find((candidate) => courseSlug(candidate) === slug)!;
      // The seed's figure, plus one for each real enrolment: the demo learner's and the demo reviewers'.
      const [enrolled] = await getDb()
        .select({ value: count() })
        .from(enrolments)
        .where(eq(enrolments.courseId, course!.id));
      expect(course?.enrolmentCount).toBe(seeded.enrolmentCount + enrolled!.value);
      expect(await enrolmentRepository.isEnrolled(learner!.id, course!.id)).toBe(true);
    }
  });

  it('GET /api/exam/group-categories lists the groups with their categories in the request language', async () => {
    const en = await (await groups.request('/api/exam/group-categories')).json();
    expect(en.data.map((group: { name: string }) => group.name)).toEqual(['Programming', 'Languages', 'Data & Cloud']);
    expect(en.data[0].categories).toEqual([
      { id: expect.any(Number), slug: 'web-development', name: 'Web development' },
      { id: expect.any(Number), slug: 'javascript', name: 'JavaScript' },
      { id: expect.any(Number), slug: 'python', name: 'Python' },
    ]);
    const vi = await (
      await groups.request('/api/exam/group-categories', { headers: { 'Accept-Language': 'vi' } })
    ).json();
    expect(vi.data.map((group: { name: string }) => group.name)).toEqual(CATEGORY_GROUPS.map((group) => group.name.vi));
    expect(vi.data[1].categories[0].name).toBe('Tiếng Anh');
  });

  it('serves a seeded course page with its Free Test first', async () => {
    const body = await (
      await bySlug.request('/api/exam/courses/slugs/nen-tang-javascript-cho-nguoi-moi?lang=vi')
    ).json();
    expect(body.data).toMatchObject({ title: 'Nền tảng JavaScript cho người mới', is_free: true, has_free_test: true });
    expect(body.data.quiz_info[0]).toMatchObject({ group_name: 'Bài kiểm tra miễn phí', is_free_test: true });
    expect(body.data.first_free_test).toMatchObject({
      title: 'Kiểm tra kiến thức JavaScript cơ bản',
      question_count: 6,
    });
  });

  it('stores questions of all six types whose marked answers grade as correct, with question_count kept true', async () => {
    const db = getDb();
    const quizRows = await db.select().from(quizzes);
    for (const quiz of quizRows) {
      const [row] = await db.select({ value: count() }).from(questions).where(eq(questions.quizId, quiz.id));
      expect(row?.value, quiz.titleEn).toBe(quiz.questionCount);
    }
    const questionRows = await db.select().from(questions);
    expect(new Set(questionRows.map((question) => question.questionType))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    for (const question of questionRows) {
      const items = await db
        .select()
        .from(answers)
        .where(eq(answers.questionId, question.id))
        .orderBy(asc(answers.position));
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index));
      const right =
        question.questionType === 4 || question.questionType === 6
          ? items
              .filter((item) => item.order !== null)
              .sort((a, b) => a.order! - b.order!)
              .map((item) => item.position)
          : items.filter((item) => item.correct).map((item) => item.position);
      expect(
        isAnswerCorrect({ question_type: question.questionType, list_answer: items }, right),
        question.contentEn,
      ).toBe(true);
      expect(question.contentVi.trim()).not.toBe('');
      expect(items.every((item) => item.contentEn !== '' && item.contentVi !== '')).toBe(true);
    }
  });

  it('plays the sample video in every demo lesson, stored like an upload, with its captions and its length read from the file', async () => {
    const sample = readFileSync(path.join(process.cwd(), 'src/server/db/seed/media/sample-lesson.mp4'));
    const stored = await getDb().select().from(uploads).orderBy(asc(uploads.originalName));
    // Two seeds, one copy of each file.
    expect(stored.map((row) => [row.kind, row.originalName, row.contentType])).toEqual([
      ['caption', 'sample-lesson.en.vtt', 'text/vtt'],
      ['video', 'sample-lesson.mp4', 'video/mp4'],
      ['caption', 'sample-lesson.vi.vtt', 'text/vtt'],
    ]);
    const video = stored.find((row) => row.kind === 'video')!;
    expect(video).toMatchObject({
      sizeBytes: sample.length,
      sha256: createHash('sha256').update(sample).digest('hex'),
      durationS: Math.round(parseBytes(mp4Duration(), sample)!),
    });
    const file = await getFileStorage().open(video.storageKey);
    expect((await buffer(file!.stream)).equals(sample)).toBe(true);

    const playing = async () => {
      const rows = await getDb()
        .select({ id: lessons.id, videoUploadId: lessons.videoUploadId, durationS: lessons.durationS })
        .from(lessons);
      const [captions] = await getDb().select({ value: count() }).from(lessonCaptions);
      return { rows, captions: captions!.value };
    };
    const seeded = await playing();
    expect(seeded.rows.length).toBeGreaterThan(0);
    for (const lesson of seeded.rows)
      expect(lesson).toMatchObject({ videoUploadId: video.id, durationS: video.durationS });
    expect(seeded.captions).toBe(seeded.rows.length * 2);

    // A catalogue seeded before the videos went through storage — no video, no captions, an
    // 8-minute guess for a length — is set right by the next seed.
    await getDb().delete(lessonCaptions);
    await getDb().update(lessons).set({ videoUploadId: null, durationS: 480 });
    await seedDatabase();
    const reseeded = await playing();
    expect(reseeded.captions).toBe(seeded.captions);
    expect(reseeded.rows.sort((a, b) => a.id - b.id)).toEqual(seeded.rows.sort((a, b) => a.id - b.id));
  });
});
