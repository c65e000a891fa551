import * as z from 'zod';
import { LOCALES } from '@/lib/locales';
import {
  HIDE_REASON_MAX,
  HIDE_REASON_MIN,
  REVIEW_BODY_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SORTS,
} from '@/lib/reviews/review-limits';
import { adminPageQuery, blankAsMissing } from './admin';
import { courseIdQuerySchema } from './catalog';

/** Query, path and body schemas of the course reviews (issue 24). */

const positiveInt = z.coerce.number().int().positive().max(2_147_483_647);

export const reviewListQuerySchema = courseIdQuerySchema.extend({
  sort: z.preprocess(blankAsMissing, z.enum(REVIEW_SORTS).default('newest')),
  language: z.preprocess(blankAsMissing, z.enum(LOCALES).optional()).describe('Only reviews written in it.'),
  page: z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(10_000).default(1)),
  page_size: z.preprocess(blankAsMissing, z.coerce.number().int().positive().max(50).default(REVIEW_PAGE_SIZE)),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewIdQuerySchema = courseIdQuerySchema.extend({ reviewId: positiveInt });

const rating = z.int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX);
// Plain text: kept as written (trimmed), shown as text; a review may be a rating alone.
const body = z.string().trim().max(REVIEW_BODY_MAX);

export const reviewCreateBodySchema = z.strictObject({
  rating,
  body: body.default(''),
  language: z.enum(LOCALES).optional().describe("The review's language; default: the request's."),
});
export type ReviewCreateInput = z.output<typeof reviewCreateBodySchema>;

export const reviewUpdateBodySchema = z
  .strictObject({ rating: rating.optional(), body: body.optional(), language: z.enum(LOCALES).optional() })
  .refine((value) => Object.keys(value).length > 0, 'Send at least one of rating, body, language.');
export type ReviewUpdateInput = z.output<typeof reviewUpdateBodySchema>;

export const adminReviewsQuerySchema = z.object({
  id: positiveInt,
  ...adminPageQuery,
  hidden: z.preprocess(blankAsMissing, z.enum(['true', 'false']).optional()).describe('Only hidden or visible ones.'),
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuerySchema>;

export const adminReviewIdQuerySchema = z.object({ id: positiveInt });

export const reviewModerationBodySchema = z.discriminatedUnion('hidden', [
  z.strictObject({ hidden: z.literal(true), reason: z.string().trim().min(HIDE_REASON_MIN).max(HIDE_REASON_MAX) }),
  z.strictObject({ hidden: z.literal(false) }),
]);
export type ReviewModerationInput = z.output<typeof reviewModerationBodySchema>;
