import { myReviewSchema, reviewDeletedSchema } from '@/lib/reviews/review-types';
import { courseIdQuerySchema } from '@/schemas/catalog';
import { reviewUpdateBodySchema } from '@/schemas/reviews';
import { defineRoute } from '@/server/http/handler';
import { getMyReview } from '@/server/services/reviews/get-my-review';
import { deleteMyReview, publishReviewWrite, updateMyReview } from '@/server/services/reviews/review-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  // GET /api/exam/courses/{id}/reviews/mine – the caller's review and whether they may write one
  GET: {
    summary: "The caller's review of the course (hidden ones too, with the reason) and whether they may review it",
    auth: 'user',
    reply: myReviewSchema,
    errors: ['NOT_FOUND'],
    query: courseIdQuerySchema,
    handle: ({ query, user }) => getMyReview(query.id, user),
  },
  // PATCH /api/exam/courses/{id}/reviews/mine – edit one's review
  PATCH: {
    summary: "Edit the caller's review of the course (rating, text, language)",
    auth: 'user',
    reply: myReviewSchema.shape.review.unwrap(),
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    query: courseIdQuerySchema,
    body: reviewUpdateBodySchema,
    handle: async ({ query, body, user, res }) => {
      const { review, slug } = await updateMyReview(query.id, body, user);
      await publishReviewWrite(res, slug);
      return review;
    },
  },
  // DELETE /api/exam/courses/{id}/reviews/mine – delete one's review
  DELETE: {
    summary: "Delete the caller's review of the course (its helpful votes go with it)",
    auth: 'user',
    reply: reviewDeletedSchema,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    query: courseIdQuerySchema,
    handle: async ({ query, user, res }) => {
      const { slug } = await deleteMyReview(query.id, user);
      await publishReviewWrite(res, slug);
      return { deleted: true as const };
    },
  },
});
