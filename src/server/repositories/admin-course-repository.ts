import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminCourseSort, CourseStatus } from '@/schemas/admin-courses';
import { getDb } from '../db/client';
import { categories, courseCategories, courses, type Course, type NewCourse } from '../db/schema/catalog';
import { lessons, sections } from '../db/schema/curriculum';
import { enrolments } from '../db/schema/enrolments';
import { orderItems } from '../db/schema/orders';
import { quizGroups, quizzes } from '../db/schema/quiz';
import type { Executor } from '../db/types';
import { integerById, parkedPosition } from './integer-by-id';
import { keywordCondition } from './keyword-condition';

/**
 * Database access for the back office's courses: every course whatever its state (the
 * public course-repository reads published ones only), and its curriculum's writes.
 */

export interface AdminCourseFilters {
  keyword?: string;
  status?: CourseStatus;
  level?: Course['level'];
  sort: AdminCourseSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const STATUS_CONDITION: Record<CourseStatus, SQL> = {
  draft: and(isNull(courses.publishedAt), isNull(courses.archivedAt))!,
  published: and(isNotNull(courses.publishedAt), isNull(courses.archivedAt))!,
  archived: isNotNull(courses.archivedAt),
};

const SORT_COLUMN = {
  updated: courses.updatedAt,
  created: courses.createdAt,
  title: courses.titleEn,
  price: courses.priceVnd,
  learners: courses.enrolmentCount,
} as const;

export async function list(
  filters: AdminCourseFilters,
  db: Executor = getDb(),
): Promise<{ rows: Course[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    conditions.push(keywordCondition(filters.keyword, [courses.titleEn, courses.titleVi, courses.slug]));
  }
  if (filters.status) conditions.push(STATUS_CONDITION[filters.status]);
  if (filters.level) conditions.push(eq(courses.level, filters.level));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = filters.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(direction(SORT_COLUMN[filters.sort]), direction(courses.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findById(id: number, db: Executor = getDb()): Promise<Course | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

/** Locks the course row for the rest of the transaction: two edits of one course queue up. */
export async function findByIdForUpdate(id: number, db: Executor): Promise<Course | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function slugTaken(slug: string, exceptId: number | null, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(exceptId === null ? eq(courses.slug, slug) : and(eq(courses.slug, slug), ne(courses.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insert(values: NewCourse, db: Executor): Promise<Course> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function update(id: number, values: Partial<NewCourse>, db: Executor): Promise<Course> {
  const [row] = await db.update(courses).set(values).where(eq(courses.id, id)).returning();
  return row!;
}

export async function remove(id: number, db: Executor): Promise<void> {
  await db.delete(courses).where(eq(courses.id, id));
}

export async function categoryIdsOf(courseId: number, db: Executor = getDb()): Promise<number[]> {
  const rows = await db
    .select({ id: courseCategories.categoryId })
    .from(courseCategories)
    .where(eq(courseCategories.courseId, courseId))
    .orderBy(asc(courseCategories.categoryId));
  return rows.map((row) => row.id);
}

export async function setCategories(courseId: number, categoryIds: readonly number[], db: Executor): Promise<void> {
  await db.delete(courseCategories).where(eq(courseCategories.courseId, courseId));
  if (categoryIds.length > 0) {
    await db.insert(courseCategories).values([...new Set(categoryIds)].map((categoryId) => ({ courseId, categoryId })));
  }
}

/** Whether anyone is enrolled in the course or has ever ordered it: such a course is archived, never deleted. */
export async function hasLearners(courseId: number, db: Executor = getDb()): Promise<boolean> {
  const [enrolled, ordered] = await Promise.all([
    db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.courseId, courseId)).limit(1),
    db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.productType, 'COURSE'), eq(orderItems.productId, courseId)))
      .limit(1),
  ]);
  return enrolled.length > 0 || ordered.length > 0;
}

// ── Sections and lessons ─────────────────────────────────────────────────────

type Section = typeof sections.$inferSelect;
type Lesson = typeof lessons.$inferSelect;

export async function findSection(id: number, db: Executor = getDb()): Promise<Section | null> {
  const [row] = await db.select().from(sections).where(eq(sections.id, id)).limit(1);
  return row ?? null;
}

export async function findLesson(id: number, db: Executor = getDb()): Promise<(Lesson & { courseId: number }) | null> {
  const [row] = await db
    .select({ lesson: lessons, courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.id, id))
    .limit(1);
  return row ? { ...row.lesson, courseId: row.courseId } : null;
}

/** The next free position at the end of a course's sections or a section's lessons. */
export async function nextSectionPosition(courseId: number, db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${sections.position}) + 1, 0)`.mapWith(Number) })
    .from(sections)
    .where(eq(sections.courseId, courseId));
  return row?.value ?? 0;
}

export async function nextLessonPosition(sectionId: number, db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${lessons.position}) + 1, 0)`.mapWith(Number) })
    .from(lessons)
    .where(eq(lessons.sectionId, sectionId));
  return row?.value ?? 0;
}

export async function insertSection(values: typeof sections.$inferInsert, db: Executor): Promise<Section> {
  const [row] = await db.insert(sections).values(values).returning();
  return row!;
}

export async function updateSection(
  id: number,
  values: Partial<typeof sections.$inferInsert>,
  db: Executor,
): Promise<Section> {
  const [row] = await db.update(sections).set(values).where(eq(sections.id, id)).returning();
  return row!;
}

export async function removeSection(id: number, db: Executor): Promise<void> {
  await db.delete(sections).where(eq(sections.id, id));
}

export async function insertLesson(values: typeof lessons.$inferInsert, db: Executor): Promise<Lesson> {
  const [row] = await db.insert(lessons).values(values).returning();
  return row!;
}

export async function updateLesson(
  id: number,
  values: Partial<typeof lessons.$inferInsert>,
  db: Executor,
): Promise<Lesson> {
  const [row] = await db.update(lessons).set(values).where(eq(lessons.id, id)).returning();
  return row!;
}

export async function removeLesson(id: number, db: Executor): Promise<void> {
  await db.delete(lessons).where(eq(lessons.id, id));
}

/**
 * Writes a new order of a course's curriculum (every section of the course, and every one
 * of their lessons, each lesson possibly in another section): four statements, whatever
 * the size. Positions are unique per course (sections) and per section (lessons), so the
 * rows are parked first (integer-by-id.ts).
 */
export async function writeCurriculumOrder(
  courseId: number,
  order: readonly { id: number; lessonIds: readonly number[] }[],
  db: Executor,
): Promise<void> {
  const sectionIds = order.map((section) => section.id);
  const ofCourse = and(inArray(sections.id, sectionIds), eq(sections.courseId, courseId));
  await db
    .update(sections)
    .set({ position: parkedPosition(sections.position) })
    .where(ofCourse);
  await db
    .update(sections)
    .set({
      position: integerById(
        sections.id,
        sectionIds.map((id, index) => [id, index] as const),
      ),
    })
    .where(ofCourse);

  const places = order.flatMap((section) =>
    section.lessonIds.map((lessonId, index) => ({ lessonId, sectionId: section.id, index })),
  );
  if (places.length === 0) return;
  const lessonIds = places.map((place) => place.lessonId);
  await db
    .update(lessons)
    .set({ position: parkedPosition(lessons.position) })
    .where(inArray(lessons.id, lessonIds));
  await db
    .update(lessons)
    .set({
      sectionId: integerById(
        lessons.id,
        places.map((place) => [place.lessonId, place.sectionId] as const),
      ),
      position: integerById(
        lessons.id,
        places.map((place) => [place.lessonId, place.index] as const),
      ),
    })
    .where(inArray(lessons.id, lessonIds));
}

/** The ids among `ids` that name no category. */
export async function unknownCategoryIds(ids: readonly number[], db: Executor = getDb()): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Every course's id and titles, by English title: the course pickers of the back office. */
export async function listChoices(db: Executor = getDb()): Promise<Pick<Course, 'id' | 'titleEn' | 'titleVi'>[]> {
  return db
    .select({ id: courses.id, titleEn: courses.titleEn, titleVi: courses.titleVi })
    .from(courses)
    .orderBy(asc(courses.titleEn), asc(courses.id));
}

/** Whether the quiz is one of the course's (in one of its quiz groups). */
export async function quizBelongsTo(quizId: number, courseId: number, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .innerJoin(quizGroups, eq(quizGroups.id, quizzes.groupId))
    .where(and(eq(quizzes.id, quizId), eq(quizGroups.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}
