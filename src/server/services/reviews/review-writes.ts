import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/locales';
import type { OwnReview } from '@/lib/reviews/review-types';
import type { ReviewCreateInput, ReviewUpdateInput } from '@/schemas/reviews';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { revalidatePages } from '../../http/revalidate-pages';
import { consumeOrThrow } from '../../rate-limit/rate-limit';
import * as reviewRepository from '../../repositories/review-repository';
import { coursePublicPaths } from '../admin/courses/course-public-paths';
import { definedChanges } from '../admin/defined-changes';
import { forgetCatalogReads } from '../catalog/catalog-cache';
import { findCourse } from '../catalog/get-course-detail';
import { toOwnReview } from './review-dto';
import { assertMayReview } from './review-eligibility';

const alreadyReviewed = () =>
  new AppError('ALREADY_REVIEWED', 'You have already reviewed this course: edit your review instead.');
const noReview = () => new AppError('NOT_FOUND', 'You have not reviewed this course.');

/**
 * After a review write: the course's rating changed, so the pages that show it (the course
 * page, the catalogue's and the home page's cards, in both languages) are regenerated now
 * and this process's cached catalogue reads forgotten.
 */
export async function publishReviewWrite(res: ServerResponse, courseSlug: string): Promise<void> {
  forgetCatalogReads();
  await revalidatePages(res, coursePublicPaths(courseSlug));
}

/**
 * POST /api/exam/courses/{id}/reviews: the caller's one review of the course. A second one
 * is refused (409 ALREADY_REVIEWED): the learner edits theirs with PATCH .../reviews/mine.
 */
export async function createReview(
  courseId: number,
  input: ReviewCreateInput,
  user: AuthUser,
  locale: Locale,
): Promise<{ review: OwnReview; slug: string }> {
  const course = await findCourse({ id: courseId });
  await assertMayReview(user.id, course.id);
  await consumeOrThrow('reviewWrite', user.id);
  const id = await getDb().transaction(async (tx) => {
    await reviewRepository.lockCourse(course.id, tx);
    const created = await reviewRepository.insert(
      {
        courseId: course.id,
        userId: user.id,
        rating: input.rating,
        body: input.body,
        language: input.language ?? locale,
      },
      tx,
    );
    if (!created) throw alreadyReviewed();
    await reviewRepository.refreshCourseRating(course.id, tx);
    return created.id;
  });
  return { review: toOwnReview((await reviewRepository.findById(id))!), slug: course.slug };
}

/** PATCH /api/exam/courses/{id}/reviews/mine: changes the fields sent (a hidden review stays hidden). */
export async function updateMyReview(
  courseId: number,
  input: ReviewUpdateInput,
  user: AuthUser,
): Promise<{ review: OwnReview; slug: string }> {
  const course = await findCourse({ id: courseId });
  await consumeOrThrow('reviewWrite', user.id);
  const id = await getDb().transaction(async (tx) => {
    await reviewRepository.lockCourse(course.id, tx);
    const current = await reviewRepository.findByAuthor(course.id, user.id, tx);
    if (!current) throw noReview();
    await reviewRepository.update(
      current.id,
      definedChanges({ rating: input.rating, body: input.body, language: input.language }),
      tx,
    );
    await reviewRepository.refreshCourseRating(course.id, tx);
    return current.id;
  });
  return { review: toOwnReview((await reviewRepository.findById(id))!), slug: course.slug };
}

/** DELETE /api/exam/courses/{id}/reviews/mine: the review and its votes go; the learner may write a new one. */
export async function deleteMyReview(courseId: number, user: AuthUser): Promise<{ slug: string }> {
  const course = await findCourse({ id: courseId });
  await consumeOrThrow('reviewWrite', user.id);
  await getDb().transaction(async (tx) => {
    await reviewRepository.lockCourse(course.id, tx);
    const current = await reviewRepository.findByAuthor(course.id, user.id, tx);
    if (!current) throw noReview();
    await reviewRepository.remove(current.id, tx);
    await reviewRepository.refreshCourseRating(course.id, tx);
  });
  return { slug: course.slug };
}
