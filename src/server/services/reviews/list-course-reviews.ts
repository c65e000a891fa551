import type { Review } from '@/lib/reviews/review-types';
import type { ReviewListQuery } from '@/schemas/reviews';
import type { AuthUser } from '../../auth/auth-user';
import * as reviewRepository from '../../repositories/review-repository';
import { findCourse } from '../catalog/get-course-detail';
import { pageCount, pageWindow } from '../paging';
import { toReview } from './review-dto';

/**
 * GET /api/exam/courses/{id}/reviews: a published course's visible reviews (hidden ones are
 * neither listed nor counted), newest or most helpful first, optionally in one language;
 * each says whether the signed-in caller marked it helpful and whether it is theirs.
 */
export async function listCourseReviews(
  query: ReviewListQuery,
  viewer: AuthUser | null,
): Promise<{ items: Review[]; page: number; totalPage: number }> {
  const course = await findCourse({ id: query.id });
  const { rows, total } = await reviewRepository.listPage({
    courseId: course.id,
    sort: query.sort,
    language: query.language,
    ...pageWindow(query.page, query.page_size),
  });
  const voted = viewer
    ? await reviewRepository.votedAmong(
        viewer.id,
        rows.map((row) => row.id),
      )
    : new Set<number>();
  return {
    items: rows.map((row) => toReview(row, viewer, voted.has(row.id))),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
  };
}
