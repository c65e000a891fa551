import { helpfulVoteSchema } from '@/lib/reviews/review-types';
import { reviewIdQuerySchema } from '@/schemas/reviews';
import { defineRoute } from '@/server/http/handler';
import { setHelpfulVote } from '@/server/services/reviews/helpful-votes';

export const config = { api: { bodyParser: false } };

const vote = {
  auth: 'user',
  reply: helpfulVoteSchema,
  errors: ['NOT_FOUND', 'OWN_REVIEW', 'RATE_LIMITED'],
  query: reviewIdQuerySchema,
} as const;

export default defineRoute({
  // POST /api/exam/courses/{id}/reviews/{reviewId}/helpful – mark a review helpful (once)
  POST: {
    summary: 'Mark a review helpful: one vote per user, not on one’s own review; again changes nothing',
    ...vote,
    handle: ({ query, user }) => setHelpfulVote(query.id, query.reviewId, user, true),
  },
  // DELETE /api/exam/courses/{id}/reviews/{reviewId}/helpful – take the vote back
  DELETE: {
    summary: 'Take back one’s helpful vote on a review',
    ...vote,
    handle: ({ query, user }) => setHelpfulVote(query.id, query.reviewId, user, false),
  },
});
