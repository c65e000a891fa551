import type { AdminReview, OwnReview, Review } from '@/lib/reviews/review-types';
import type { ReviewWithAuthor } from '../../repositories/review-repository';

/**
 * How a review names its author in public: the first word of their name and the initial of
 * the last ("Demo Learner" → "Demo L."), never the email. One word stays as it is.
 * @internal exported for the tests
 */
export function authorDisplayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '—';
  if (words.length === 1) return words[0]!;
  const last = words.at(-1)!;
  return `${words[0]} ${Array.from(last)[0]!.toLocaleUpperCase()}.`;
}

function shared(row: ReviewWithAuthor) {
  return {
    id: row.id,
    course_id: row.courseId,
    rating: row.rating,
    body: row.body,
    language: row.language,
    author_name: authorDisplayName(row.authorName),
    helpful_count: row.helpfulCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toReview(row: ReviewWithAuthor, viewer: { id: string } | null, voted: boolean): Review {
  return { ...shared(row), voted_helpful: voted, is_mine: viewer?.id === row.userId };
}

export function toOwnReview(row: ReviewWithAuthor): OwnReview {
  return { ...shared(row), hidden: row.hiddenAt !== null, hidden_reason: row.hiddenReason };
}

export function toAdminReview(row: ReviewWithAuthor): AdminReview {
  return {
    ...shared(row),
    author: { id: row.userId, name: row.authorName, email: row.authorEmail },
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
    hidden_at: row.hiddenAt?.toISOString() ?? null,
  };
}
