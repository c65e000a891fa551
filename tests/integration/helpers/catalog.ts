import { getDb } from '@/server/db/client';
import { categories, categoryGroups, courseCategories, courses, type NewCourse } from '@/server/db/schema/catalog';
import { lessons, sections } from '@/server/db/schema/curriculum';
import { quizGroups, quizzes } from '@/server/db/schema/quiz';
import { storeTestVideo } from './uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}

/** A category group with one category per given slug; returns the categories' ids by slug. */
export async function createCategories(groupSlug: string, slugs: string[]): Promise<Record<string, number>> {
  const db = getDb();
  const [group] = await db
    .insert(categoryGroups)
    .values({ slug: groupSlug, nameEn: `Group ${groupSlug}`, nameVi: `Nhóm ${groupSlug}` })
    .returning();
  const ids: Record<string, number> = {};
  for (const [position, slug] of slugs.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ groupId: group!.id, slug, nameEn: `Category ${slug}`, nameVi: `Danh mục ${slug}`, position })
      .returning();
    ids[slug] = row!.id;
  }
  return ids;
}

export type CourseFixture = Partial<NewCourse> & {
  slug: string;
  titleEn: string;
  titleVi: string;
  categoryIds?: number[];
};

/** A published course (unless publishedAt says otherwise) with neutral defaults. */
export async function createCourse(fixture: CourseFixture): Promise<number> {
  const { categoryIds = [], ...values } = fixture;
  const [row] = await getDb()
    .insert(courses)
    .values({
      shortDescriptionEn: `Short description of ${values.titleEn}`,
      shortDescriptionVi: `Mô tả ngắn của ${values.titleVi}`,
      descriptionEn: `Description of ${values.titleEn}`,
      descriptionVi: `Mô tả của ${values.titleVi}`,
      thumbnail: `/images/courses/${values.slug}.svg`,
      level: 'beginner',
      language: 'en',
      publishedAt: daysAgo(1),
      ...values,
    })
    .returning({ id: courses.id });
  if (categoryIds.length > 0) {
    await getDb()
      .insert(courseCategories)
      .values(categoryIds.map((categoryId) => ({ courseId: row!.id, categoryId })));
  }
  return row!.id;
}

/**
 * Two sections (lesson 1 a free preview, lessons 2 and 3 not; 60, 120 and 300 s long), each
 * lesson playing the test video (helpers/uploads.ts), without captions, and two quiz groups:
 * the Free Test with one quiz, then a practice group with one quiz. Returns the quiz ids and
 * the lesson ids in curriculum order.
 */
export async function createCurriculum(
  courseId: number,
): Promise<{ freeQuizId: number; practiceQuizId: number; lessonIds: [number, number, number] }> {
  const db = getDb();
  const [first, second] = await db
    .insert(sections)
    .values([
      { courseId, titleEn: 'Basics', titleVi: 'Cơ bản', position: 0 },
      { courseId, titleEn: 'Advanced', titleVi: 'Nâng cao', position: 1 },
    ])
    .returning();
  const { id: videoUploadId } = await storeTestVideo();
  const lessonRows = await db
    .insert(lessons)
    .values([
      {
        sectionId: first!.id,
        titleEn: 'Welcome',
        titleVi: 'Chào mừng',
        videoUploadId,
        durationS: 60,
        isFreePreview: true,
        position: 0,
      },
      { sectionId: first!.id, titleEn: 'Setup', titleVi: 'Cài đặt', videoUploadId, durationS: 120, position: 1 },
      {
        sectionId: second!.id,
        titleEn: 'Deep dive',
        titleVi: 'Đi sâu',
        videoUploadId,
        durationS: 300,
        position: 0,
      },
    ])
    .returning({ id: lessons.id });
  const [freeGroup, practiceGroup] = await db
    .insert(quizGroups)
    .values([
      { courseId, groupNameEn: 'Free Test', groupNameVi: 'Bài kiểm tra miễn phí', isFreeTest: true, position: 0 },
      { courseId, groupNameEn: 'Practice', groupNameVi: 'Luyện tập', position: 1 },
    ])
    .returning();
  const quiz = (groupId: number, title: string) => ({
    groupId,
    titleEn: title,
    titleVi: `${title} (vi)`,
    timeLimitS: 600,
    passMarkPercent: 60,
    questionCount: 5,
    position: 0,
  });
  const [freeQuiz, practiceQuiz] = await db
    .insert(quizzes)
    .values([quiz(freeGroup!.id, 'Placement'), { ...quiz(practiceGroup!.id, 'Final'), attemptsAllowed: 2 }])
    .returning();
  const [first1, first2, second1] = lessonRows.map((row) => row.id);
  return { freeQuizId: freeQuiz!.id, practiceQuizId: practiceQuiz!.id, lessonIds: [first1!, first2!, second1!] };
}
