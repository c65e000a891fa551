import { asc, eq } from 'drizzle-orm';
import * as courseRepository from '../../../repositories/course-repository';
import * as enrolmentRepository from '../../../repositories/enrolment-repository';
import * as lessonProgressRepository from '../../../repositories/lesson-progress-repository';
import * as reviewRepository from '../../../repositories/review-repository';
import * as userRepository from '../../../repositories/user-repository';
import { lessons, sections } from '../../schema/curriculum';
import type { Executor } from '../../types';
import { COURSES } from './courses';
import { courseSlug } from './seed-catalog';

/**
 * Demo learners who reviewed the demo courses. They have no password (they never sign in);
 * each is enrolled in the courses they review and has finished the first lesson, as the
 * review rule asks, so the demo's stars come from real review rows.
 * @internal exported for the tests
 */
export const DEMO_REVIEWERS = [
  { email: 'reviewer.lan@learnhub.local', name: 'Nguyễn Thị Lan', language: 'vi' },
  { email: 'reviewer.minh@learnhub.local', name: 'Trần Quang Minh', language: 'vi' },
  { email: 'reviewer.emma@learnhub.local', name: 'Emma Walker', language: 'en' },
  { email: 'reviewer.huy@learnhub.local', name: 'Lê Đức Huy', language: 'vi' },
  { email: 'reviewer.james@learnhub.local', name: 'James Carter', language: 'en' },
  { email: 'reviewer.thao@learnhub.local', name: 'Phạm Phương Thảo', language: 'vi' },
] as const;

/** Reviews in each language; any fits any course. */
const TEXTS: { language: 'en' | 'vi'; rating: number; body: string }[] = [
  {
    language: 'vi',
    rating: 5,
    body: 'Giảng viên giải thích rất dễ hiểu, ví dụ sát với thực tế. Mình áp dụng được ngay vào công việc.',
  },
  {
    language: 'vi',
    rating: 4,
    body: 'Nội dung chắc chắn, bài tập vừa sức. Giá mà có thêm vài bài nâng cao ở cuối khóa thì tuyệt hơn.',
  },
  {
    language: 'en',
    rating: 5,
    body: 'Clear explanations and a steady pace. The quizzes after each section really helped things stick.',
  },
  { language: 'vi', rating: 5, body: '' },
  {
    language: 'en',
    rating: 4,
    body: 'Good value. A couple of lessons felt rushed, but the examples are practical and well chosen.',
  },
  {
    language: 'vi',
    rating: 3,
    body: 'Phần đầu hay, phần sau hơi nhanh với người mới.\n\nMong khóa học có thêm phụ đề cho các video dài.',
  },
  { language: 'en', rating: 5, body: '' },
  {
    language: 'en',
    rating: 3,
    body: 'Solid basics, but I expected more exercises.\n\nThe last section would benefit from a worked project.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the demo reviews (once: a reviewer's review of a course is never written twice) and the courses' aggregates. */
export async function seedReviews(db: Executor, now: Date = new Date()): Promise<void> {
  const reviewers = [];
  for (const { language, ...reviewer } of DEMO_REVIEWERS) {
    const user =
      (await userRepository.findByEmail(reviewer.email, db)) ??
      (await userRepository.upsertByEmail({ ...reviewer, role: 'user', emailVerifiedAt: now }, db));
    reviewers.push({ id: user.id, language });
  }
  for (const [index, seedCourse] of COURSES.entries()) {
    const course = await courseRepository.findBySlug(courseSlug(seedCourse), db);
    if (!course) continue;
    const [firstLesson] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(sections, eq(sections.id, lessons.sectionId))
      .where(eq(sections.courseId, course.id))
      .orderBy(asc(sections.position), asc(lessons.position))
      .limit(1);
    // Three to six reviews a course, a different mix for each.
    const count = 3 + (index % 4);
    for (let n = 0; n < count; n += 1) {
      const reviewer = reviewers[(index + n) % reviewers.length]!;
      const texts = TEXTS.filter((text) => text.language === reviewer.language);
      const text = texts[(index + n) % texts.length]!;
      await enrolmentRepository.enrol(
        { userId: reviewer.id, courseId: course.id, source: course.priceVnd > 0 ? 'admin' : 'free' },
        db,
      );
      if (firstLesson) {
        await lessonProgressRepository.upsert(
          { userId: reviewer.id, lessonId: firstLesson.id, positionS: 0, completed: true },
          db,
        );
      }
      const createdAt = new Date(now.getTime() - (index + 1) * (n + 2) * DAY_MS);
      await reviewRepository.insert(
        { courseId: course.id, userId: reviewer.id, ...text, createdAt, updatedAt: createdAt },
        db,
      );
    }
    await reviewRepository.refreshCourseRating(course.id, db);
  }
}
