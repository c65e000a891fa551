import { adminReviewSchema } from '@/lib/reviews/review-types';
import { adminReviewIdQuerySchema, reviewModerationBodySchema } from '@/schemas/reviews';
import { defineRoute } from '@/server/http/handler';
import { moderateReview } from '@/server/services/reviews/moderate-review';
import { publishReviewWrite } from '@/server/services/reviews/review-writes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  // PATCH /api/admin/reviews/{id} – hide a review with a reason, or show it again
  PATCH: {
    summary:
      'Admins: hide a review with a reason (`{ hidden: true, reason }`: its author is mailed) or show it again (`{ hidden: false }`); audited',
    auth: 'admin',
    reply: adminReviewSchema,
    errors: ['NOT_FOUND'],
    query: adminReviewIdQuerySchema,
    body: reviewModerationBodySchema,
    handle: async ({ query, body, user, log, res }) => {
      const { review, slug } = await moderateReview(query.id, body, user, log);
      await publishReviewWrite(res, slug);
      return review;
    },
  },
});
