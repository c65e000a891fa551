import * as z from 'zod';
import { LOCALES } from '@/lib/locales';

/**
 * Query and path schemas of the catalogue calls (spec §7 "Courses and quizzes"), shared
 * by the API routes and the browser's search form so both read a query the same way.
 */

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const COURSE_SORTS = ['popular', 'newest', 'price_asc', 'price_desc'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_PRICES = ['free', 'paid'] as const;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

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
  sort: z.preprocess(blankAsMissing, z.enum(COURSE_SORTS).default('popular')),
  page: z.preprocess(blankAsMissing, positiveInt.max(10_000).default(1)),
  page_size: z.preprocess(blankAsMissing, positiveInt.max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
});
export type CourseSearchQuery = z.output<typeof courseSearchQuerySchema>;

export const courseIdQuerySchema = langQuerySchema.extend({ id: positiveInt.max(2_147_483_647) });

// Slugs are lower-case ASCII words joined by hyphens (toAsciiSlug).
export const courseSlugQuerySchema = langQuerySchema.extend({
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug'),
});
