/**
 * The course page's review calls (issue 24), in the reviews section's own chunk: loaded
 * with it, after the page, never on the page's first load.
 */
import type { Locale } from '@/lib/locales';
import type { ReviewSort } from '@/lib/reviews/review-limits';
import type { HelpfulVote, MyReview, OwnReview, Review } from '@/lib/reviews/review-types';
import { api, type Page } from '@/lib/api/client';

const base = (courseId: number) => `/api/exam/courses/${courseId}/reviews`;

export interface ReviewListParams {
  sort: ReviewSort;
  language: Locale | '';
  page: number;
}

// GET /api/exam/courses/{id}/reviews – a page of the course's reviews
export function listReviews(courseId: number, params: ReviewListParams): Promise<Page<Review[]>> {
  const query = new URLSearchParams({ sort: params.sort, page: String(params.page) });
  if (params.language) query.set('language', params.language);
  return api.getPage<Review[]>(`${base(courseId)}?${query}`);
}

// GET /api/exam/courses/{id}/reviews/mine – the caller's review and whether they may write one
export function myReview(courseId: number): Promise<MyReview> {
  return api.get<MyReview>(`${base(courseId)}/mine`);
}

export interface ReviewInput {
  rating: number;
  body: string;
  language: Locale;
}

// POST /api/exam/courses/{id}/reviews – rate the course (once)
export function createReview(courseId: number, input: ReviewInput): Promise<OwnReview> {
  return api.post<OwnReview>(base(courseId), input);
}

// PATCH /api/exam/courses/{id}/reviews/mine – edit it
export function updateReview(courseId: number, input: ReviewInput): Promise<OwnReview> {
  return api.patch<OwnReview>(`${base(courseId)}/mine`, input);
}

// DELETE /api/exam/courses/{id}/reviews/mine – delete it
export function deleteReview(courseId: number): Promise<{ deleted: true }> {
  return api.delete(`${base(courseId)}/mine`);
}

// POST / DELETE /api/exam/courses/{id}/reviews/{reviewId}/helpful – mark helpful, or not any more
export function voteHelpful(courseId: number, reviewId: number, helpful: boolean): Promise<HelpfulVote> {
  const url = `${base(courseId)}/${reviewId}/helpful`;
  return helpful ? api.post<HelpfulVote>(url) : api.delete<HelpfulVote>(url);
}
