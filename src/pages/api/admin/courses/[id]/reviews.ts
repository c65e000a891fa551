import { adminReviewSchema } from '@/lib/reviews/review-types';
import { adminReviewsQuerySchema } from '@/schemas/reviews';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminReviews } from '@/server/services/reviews/moderate-review';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  // GET /api/admin/courses/{id}/reviews – the course's reviews for moderation
  GET: {
    summary: "Admins: a course's reviews, hidden ones included (filter `hidden`), newest first",
    auth: 'admin',
    reply: pageOf(adminReviewSchema),
    errors: ['NOT_FOUND'],
    query: adminReviewsQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminReviews(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
