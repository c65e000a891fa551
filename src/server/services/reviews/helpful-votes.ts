import type { HelpfulVote } from '@/lib/reviews/review-types';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as reviewRepository from '../../repositories/review-repository';
import { findCourse } from '../catalog/get-course-detail';

/**
 * POST (helpful) / DELETE (not any more) /api/exam/courses/{id}/reviews/{reviewId}/helpful:
 * one vote per user and review, never on one's own (403 OWN_REVIEW); asking twice changes
 * nothing. A hidden review, or one of another course, is 404.
 */
export async function setHelpfulVote(
  courseId: number,
  reviewId: number,
  user: AuthUser,
  helpful: boolean,
): Promise<HelpfulVote> {
  const course = await findCourse({ id: courseId });
  await consumeOrThrow('reviewVote', user.id);
  const helpfulCount = await getDb().transaction(async (tx) => {
    const review = await reviewRepository.lockById(reviewId, tx);
    if (!review || review.courseId !== course.id || review.hiddenAt) {
      throw new AppError('NOT_FOUND', 'No such review.');
    }
    if (review.userId === user.id) throw new AppError('OWN_REVIEW', 'You cannot mark your own review as helpful.');
    return reviewRepository.setVote(review.id, user.id, helpful, tx);
  });
  return { review_id: reviewId, helpful_count: helpfulCount, voted_helpful: helpful };
}
