import type { ReviewEligibility } from '@/lib/reviews/review-types';
import { AppError } from '../../http/app-error';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import * as reviewRepository from '../../repositories/review-repository';

/**
 * Who may review a course (issue 24): a learner enrolled in it (free, bought or given) who
 * has finished at least one of its lessons.
 */
export async function reviewEligibility(userId: string, courseId: number): Promise<ReviewEligibility> {
  if (!(await enrolmentRepository.isEnrolled(userId, courseId))) return 'not_enrolled';
  if (!(await reviewRepository.hasFinishedLesson(userId, courseId))) return 'no_lesson_finished';
  return 'eligible';
}

export async function assertMayReview(userId: string, courseId: number): Promise<void> {
  const eligibility = await reviewEligibility(userId, courseId);
  if (eligibility === 'not_enrolled') {
    throw new AppError('NOT_ENROLLED', 'Only learners enrolled in this course can review it.');
  }
  if (eligibility === 'no_lesson_finished') {
    throw new AppError('NO_LESSON_FINISHED', 'Finish at least one lesson of this course to review it.');
  }
}
