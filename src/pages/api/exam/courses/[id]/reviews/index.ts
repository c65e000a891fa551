import { myReviewSchema, reviewSchema } from '@/lib/reviews/review-types';
import { courseIdQuerySchema } from '@/schemas/catalog';
import { reviewCreateBodySchema, reviewListQuerySchema } from '@/schemas/reviews';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { listCourseReviews } from '@/server/services/reviews/list-course-reviews';
import { createReview, publishReviewWrite } from '@/server/services/reviews/review-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  // GET /api/exam/courses/{id}/reviews – a course's visible reviews, paged
  GET: {
    summary: "A course's reviews (hidden ones left out): newest or most helpful first, optionally in one language",
    auth: 'optional',
    reply: pageOf(reviewSchema),
    errors: ['NOT_FOUND'],
    query: reviewListQuerySchema,
    handle: async ({ query, user }) => {
      const result = await listCourseReviews(query, user);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
  // POST /api/exam/courses/{id}/reviews – the caller rates the course (once)
  POST: {
    summary:
      'Rate a course 1–5 with an optional review: enrolled learners with a finished lesson, once per course (edit with PATCH .../reviews/mine)',
    auth: 'user',
    status: 201,
    reply: myReviewSchema.shape.review.unwrap(),
    errors: ['NOT_FOUND', 'NOT_ENROLLED', 'NO_LESSON_FINISHED', 'ALREADY_REVIEWED', 'RATE_LIMITED'],
    query: courseIdQuerySchema,
    body: reviewCreateBodySchema,
    handle: async ({ query, body, user, req, res }) => {
      const { review, slug } = await createReview(query.id, body, user, requestLocale(req, query.lang));
      await publishReviewWrite(res, slug);
      return review;
    },
  },
});
