import type { MyReview } from '@/lib/reviews/review-types';
import type { AuthUser } from '../../auth/auth-user';
import * as reviewRepository from '../../repositories/review-repository';
import { findCourse } from '../catalog/get-course-detail';
import { toOwnReview } from './review-dto';
import { reviewEligibility } from './review-eligibility';

/**
 * GET /api/exam/courses/{id}/reviews/mine: the caller's review of the course (hidden ones
 * included, with the admin's reason) and whether they may write one: what the course page's
 * form needs.
 */
export async function getMyReview(courseId: number, user: AuthUser): Promise<MyReview> {
  const course = await findCourse({ id: courseId });
  const [review, eligibility] = await Promise.all([
    reviewRepository.findByAuthor(course.id, user.id),
    reviewEligibility(user.id, course.id),
  ]);
  return { review: review ? toOwnReview(review) : null, eligibility };
}
