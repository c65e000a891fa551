import { and, asc, count, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { CourseSort } from '@/lib/catalog/course-filters';
import { getDb } from '../db/client';
import { courseCategories, courses, type Course, type CourseLevel } from '../db/schema/catalog';
import { enrolments, type EnrolmentSource } from '../db/schema/enrolments';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';
import { localized } from '../i18n/localized';

/** Database access for `courses`; only published courses (published_at in the past) are ever read. */

export interface CourseSearch {
  keyword?: string;
  /** The language whose title and descriptions the keyword is matched against. */
  language: Locale;
  /** Courses in any of these categories. */
  categoryIds?: number[];
  price?: 'free' | 'paid';
  level?: CourseLevel;
  sort: CourseSort;
  limit: number;
  offset: number;
}

/** The condition "this course row is published" (published_at set and past), for queries that join courses. */
export function coursePublished(now: Date = new Date()): SQL {
  return and(isNotNull(courses.publishedAt), lte(courses.publishedAt, now))!;
}

/**
 * The condition "this course is in the catalogue": published and not archived. An archived
 * course keeps its page and stays open to its learners, but is listed nowhere.
 */
function courseListed(now: Date = new Date()): SQL {
  return and(coursePublished(now), isNull(courses.archivedAt))!;
}

const ORDER: Record<CourseSort, SQL[]> = {
  popular: [desc(courses.enrolmentCount), desc(courses.rating), asc(courses.id)],
  newest: [desc(courses.publishedAt), desc(courses.id)],
  price_asc: [asc(courses.priceVnd), desc(courses.enrolmentCount), asc(courses.id)],
  price_desc: [desc(courses.priceVnd), desc(courses.enrolmentCount), asc(courses.id)],
};

/**
 * A course's categories as one JSON array, in category order: a card's query brings them
 * along instead of a second query. Written with table names (see rankTrending) because it is
 * correlated to the outer `courses` row.
 */
const CATEGORIES_OF_COURSE = sql<CourseCategory[]>`(
  select coalesce(
    json_agg(json_build_object('id', c.id, 'slug', c.slug, 'nameEn', c.name_en, 'nameVi', c.name_vi)
      order by c.group_id, c.position, c.id),
    '[]'::json)
  from course_categories cc join categories c on c.id = cc.category_id
  where cc.course_id = courses.id
)`;

export interface CourseCategory {
  id: number;
  slug: string;
  nameEn: string;
  nameVi: string;
}

/** The columns a course card shows: the list reads only these (descriptions are long, in two languages). */
const SUMMARY_COLUMNS = {
  id: courses.id,
  slug: courses.slug,
  titleEn: courses.titleEn,
  titleVi: courses.titleVi,
  shortDescriptionEn: courses.shortDescriptionEn,
  shortDescriptionVi: courses.shortDescriptionVi,
  thumbnail: courses.thumbnail,
  priceVnd: courses.priceVnd,
  level: courses.level,
  language: courses.language,
  enrolmentCount: courses.enrolmentCount,
  rating: courses.rating,
  ratingCount: courses.ratingCount,
  publishedAt: courses.publishedAt,
  categories: CATEGORIES_OF_COURSE,
};
export type CourseSummaryRow = Pick<Course, Exclude<keyof typeof SUMMARY_COLUMNS, 'categories'>> & {
  categories: CourseCategory[];
};

/** One page of matching courses (their card columns) and how many match in all. */
export async function search(
  filters: CourseSearch,
  db: Executor = getDb(),
): Promise<{ rows: CourseSummaryRow[]; total: number }> {
  const conditions: SQL[] = [courseListed()];
  if (filters.keyword) {
    conditions.push(
      keywordCondition(filters.keyword, [
        localized(courses.titleEn, courses.titleVi, filters.language),
        localized(courses.shortDescriptionEn, courses.shortDescriptionVi, filters.language),
        localized(courses.descriptionEn, courses.descriptionVi, filters.language),
      ]),
    );
  }
  if (filters.categoryIds?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(courseCategories)
          .where(
            and(eq(courseCategories.courseId, courses.id), inArray(courseCategories.categoryId, filters.categoryIds)),
          ),
      ),
    );
  }
  if (filters.price === 'free') conditions.push(eq(courses.priceVnd, 0));
  if (filters.price === 'paid') conditions.push(gt(courses.priceVnd, 0));
  if (filters.level) conditions.push(eq(courses.level, filters.level));
  const where = and(...conditions);

  // The total rides along with the page (a window count), saving a query per search; only a
  // page past the end, which has no row to carry it, needs a count of its own.
  const page = await db
    .select({ ...SUMMARY_COLUMNS, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(courses)
    .where(where)
    .orderBy(...ORDER[filters.sort])
    .limit(filters.limit)
    .offset(filters.offset);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page[0]) return { rows, total: page[0].total };
  if (filters.offset === 0) return { rows, total: 0 };
  const [totalRow] = await db.select({ value: count() }).from(courses).where(where);
  return { rows, total: totalRow?.value ?? 0 };
}

export async function findById(id: number, db: Executor = getDb()): Promise<Course | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), coursePublished()))
    .limit(1);
  return row ?? null;
}

export async function findBySlug(slug: string, db: Executor = getDb()): Promise<Course | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), coursePublished()))
    .limit(1);
  return row ?? null;
}

/** One course's categories, in category order (the course page; lists read them with the card). */
export async function listCategoriesOf(courseId: number, db: Executor = getDb()): Promise<CourseCategory[]> {
  const [row] = await db.select({ categories: CATEGORIES_OF_COURSE }).from(courses).where(eq(courses.id, courseId));
  return row?.categories ?? [];
}

export interface EnrolledCourseRow {
  course: CourseSummaryRow;
  enrolledAt: Date;
  source: EnrolmentSource;
}

/** The published courses a user is enrolled in, most recent enrolment first. */
export async function listEnrolled(userId: string, db: Executor = getDb()): Promise<EnrolledCourseRow[]> {
  return db
    .select({ course: SUMMARY_COLUMNS, enrolledAt: enrolments.createdAt, source: enrolments.source })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.userId, userId), coursePublished()))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
}

export interface TrendingRow {
  course: CourseSummaryRow;
  recentEnrolments: number;
  /** Distinct learners who started one of the course's quizzes since `since`. */
  recentTestTakers: number;
}

/**
 * Published courses ranked by recent activity: enrolments since `since` plus the distinct
 * learners who took one of their quizzes since then (a learner counts once per course, however
 * many attempts they make, so nobody can push a course up by retrying). Ties go to the course
 * with more enrolments overall, then the better rating, then the older id, so the ranking is
 * stable. Both counts are index lookups per course (enrolments_course_created_idx,
 * quiz_attempts_quiz_started_idx).
 */
export async function rankTrending(since: Date, limit: number, db: Executor = getDb()): Promise<TrendingRow[]> {
  // Written out with table names: drizzle leaves columns unqualified in a one-table select,
  // and inside a correlated subquery an unqualified "id" would bind to the inner table.
  const recentEnrolments = sql<number>`(
    select count(*) from enrolments e
    where e.course_id = courses.id and e.created_at >= ${since}
  )::int`;
  const recentTestTakers = sql<number>`(
    select count(distinct a.user_id) from quiz_attempts a
    join quizzes q on q.id = a.quiz_id
    join quiz_groups g on g.id = q.group_id
    where g.course_id = courses.id and a.started_at >= ${since}
  )::int`;
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, recentEnrolments, recentTestTakers })
    .from(courses)
    .where(courseListed())
    // The sum is spelt out again: ORDER BY cannot combine output aliases in an expression.
    .orderBy(
      desc(sql`${recentEnrolments} + ${recentTestTakers}`),
      desc(courses.enrolmentCount),
      desc(courses.rating),
      asc(courses.id),
    )
    .limit(limit);
  return rows.map(({ recentEnrolments: enrolled, recentTestTakers: takers, ...course }) => ({
    course,
    recentEnrolments: enrolled,
    recentTestTakers: takers,
  }));
}
