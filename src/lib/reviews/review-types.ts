/**
 * The reply shapes of the course reviews (issue 24): zod schemas the API reference reads,
 * with their types. Browser code imports the types only.
 */
import * as z from 'zod';
import { localeSchema, timestampSchema } from '@/lib/api/reply-field-types';

const reviewShape = {
  id: z.int(),
  course_id: z.int(),
  rating: z.int().min(1).max(5),
  body: z.string().describe('Plain text as the learner wrote it (trimmed); "" for a rating alone. Never HTML.'),
  language: localeSchema.describe('The language the review is written in.'),
  author_name: z.string().describe("The author's first name and the initial of their last: never the email."),
  helpful_count: z.int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
};

export const reviewSchema = z
  .object({
    ...reviewShape,
    voted_helpful: z.boolean().describe('Whether the caller marked it helpful (false when signed out).'),
    is_mine: z.boolean(),
  })
  .meta({ id: 'CourseReview' });
export type Review = z.infer<typeof reviewSchema>;

const REVIEW_ELIGIBILITY = ['eligible', 'not_enrolled', 'no_lesson_finished'] as const;
export type ReviewEligibility = (typeof REVIEW_ELIGIBILITY)[number];

export const myReviewSchema = z
  .object({
    review: z
      .object({
        ...reviewShape,
        hidden: z.boolean(),
        hidden_reason: z.string().nullable(),
      })
      .nullable()
      .describe("The caller's review of the course (shown to them even when an admin hid it), or null."),
    eligibility: z
      .enum(REVIEW_ELIGIBILITY)
      .describe('Whether the caller may write a review: enrolled, with at least one lesson finished.'),
  })
  .meta({ id: 'MyCourseReview' });
export type MyReview = z.infer<typeof myReviewSchema>;
export type OwnReview = NonNullable<MyReview['review']>;

export const helpfulVoteSchema = z
  .object({ review_id: z.int(), helpful_count: z.int(), voted_helpful: z.boolean() })
  .meta({ id: 'HelpfulVote' });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

export const reviewDeletedSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'ReviewDeleted' });

export const adminReviewSchema = z
  .object({
    ...reviewShape,
    author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    hidden: z.boolean(),
    hidden_reason: z.string().nullable(),
    hidden_at: timestampSchema.nullable(),
  })
  .meta({ id: 'AdminCourseReview' });
export type AdminReview = z.infer<typeof adminReviewSchema>;
