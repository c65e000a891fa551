import * as z from 'zod';
import {
  COURSE_SEARCH_KEYS,
  COURSE_LEVELS,
  COURSE_PRICES,
  COURSE_SORTS,
  DEFAULT_COURSE_SORT,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type CourseFilters,
} from '@/lib/catalog/course-filters';
import { LOCALES } from '@/lib/locales';

/**
 * Query and path schemas of the catalogue calls (spec §7 "Courses and quizzes"), shared
 * by the API routes and the browser's search form so both read a query the same way.
 */

// A parameter sent empty (`?price=`) means "no filter", as if it were left out.
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** `?ids=1,2` and `?ids=1&ids=2` alike; blanks dropped, and an empty list is no filter (spec §5). */
const idList = z.preprocess((value) => {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  const ids = parts.map((part) => part.trim()).filter((part) => part !== '');
  return ids.length > 0 ? ids : undefined;
}, z.array(z.coerce.number().int().positive()).max(50).optional());

const positiveInt = z.coerce.number().int().positive();
// Ids are PostgreSQL integers: a larger number can name no row (and would not fit the column).
const MAX_ID = 2_147_483_647;
const databaseId = positiveInt.max(MAX_ID);

/** `?lang=vi` picks the Vietnamese fields; otherwise the Accept-Language header decides. */
export const langQuerySchema = z.object({ lang: z.preprocess(blankAsMissing, z.enum(LOCALES).optional()) });

export const courseSearchQuerySchema = langQuerySchema.extend({
  keyword: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(100).optional(),
  ),
  category_ids: idList,
  price: z.preprocess(blankAsMissing, z.enum(COURSE_PRICES).optional()),
  level: z.preprocess(blankAsMissing, z.enum(COURSE_LEVELS).optional()),
  sort: z.preprocess(blankAsMissing, z.enum(COURSE_SORTS).default(DEFAULT_COURSE_SORT)),
  page: z.preprocess(blankAsMissing, positiveInt.max(10_000).default(1)),
  page_size: z.preprocess(blankAsMissing, positiveInt.max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type CourseSearchQuery = z.output<typeof courseSearchQuerySchema>;

export const courseIdQuerySchema = langQuerySchema.extend({ id: databaseId });

// Slugs are lower-case ASCII words joined by hyphens (toAsciiSlug).
export const courseSlugQuerySchema = langQuerySchema.extend({
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug'),
});

/**
 * The /courses page's search, read from a URL a person may have edited: a parameter that
 * does not parse is dropped, as if it were absent, instead of failing the page.
 */
export function parseCourseFilters(raw: Record<string, unknown>): CourseFilters {
  const wanted = Object.fromEntries(COURSE_SEARCH_KEYS.map((key) => [key, raw[key]]));
  const first = courseSearchQuerySchema.safeParse(wanted);
  const query = first.success
    ? first.data
    : courseSearchQuerySchema.parse(
        Object.fromEntries(
          Object.entries(wanted).filter(([key]) => !first.error.issues.some((issue) => issue.path[0] === key)),
        ),
      );
  return {
    keyword: query.keyword ?? null,
    categoryIds: query.category_ids ?? [],
    price: query.price ?? null,
    level: query.level ?? null,
    sort: query.sort,
    page: query.page,
  };
}

export const lessonIdQuerySchema = langQuerySchema.extend({ id: databaseId });

/** GET /api/exam/lessons/{id}/video. */
export const lessonVideoQuerySchema = z.object({ id: databaseId });

/** GET /api/exam/lessons/{id}/captions/{lang}: the captions' language, not the reply's. */
export const lessonCaptionsQuerySchema = z.object({ id: databaseId, lang: z.enum(LOCALES) });

/** PUT /api/exam/lessons/{id}/progress: where the learner is (seconds) and whether they watched to the end. */
export const lessonProgressBodySchema = z.strictObject({
  position_s: z.number().int().min(0).max(MAX_ID),
  completed: z.boolean().optional(),
});
export type LessonProgressInput = z.output<typeof lessonProgressBodySchema>;
