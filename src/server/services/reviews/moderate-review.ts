import type { AdminReview } from '@/lib/reviews/review-types';
import { coursePath } from '@/lib/routes';
import type { AdminReviewsQuery, ReviewModerationInput } from '@/schemas/reviews';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import type { CourseReview } from '../../db/schema/reviews';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { localized } from '../../i18n/localized';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { reviewHiddenMail } from '../../mail/templates/review-hidden-mail';
import * as adminCourseRepository from '../../repositories/admin-course-repository';
import * as reviewRepository from '../../repositories/review-repository';
import { recordAudit } from '../admin/record-audit';
import { pageCount, pageWindow } from '../paging';
import { toAdminReview } from './review-dto';

const notFound = () => new AppError('NOT_FOUND', 'No such review.');

/** GET /api/admin/courses/{id}/reviews: every review of the course, hidden ones included, newest first. */
export async function listAdminReviews(
  query: AdminReviewsQuery,
): Promise<{ items: AdminReview[]; page: number; totalPage: number }> {
  const course = await adminCourseRepository.findById(query.id);
  if (!course) throw new AppError('NOT_FOUND', 'No such course.');
  const { rows, total } = await reviewRepository.listPage({
    courseId: course.id,
    sort: 'newest',
    hidden: query.hidden === undefined ? null : query.hidden === 'true',
    ...pageWindow(query.page, query.page_size),
  });
  return { items: rows.map(toAdminReview), page: query.page, totalPage: pageCount(total, query.page_size) };
}

const snapshot = (review: CourseReview) => ({
  course_id: review.courseId,
  user_id: review.userId,
  rating: review.rating,
  hidden: review.hiddenAt !== null,
  hidden_reason: review.hiddenReason,
});

/**
 * PATCH /api/admin/reviews/{id}: hides a review with a reason (it leaves the public list and
 * the course's rating) or shows it again; audited (`review.hide` / `review.unhide`). A review
 * newly hidden is mailed to its author, in the language they wrote it in, with the reason.
 * The mail goes after the write: a failed mail is logged, the review stays hidden.
 * Answers the review and the course's slug, whose pages the route regenerates.
 */
export async function moderateReview(
  id: number,
  input: ReviewModerationInput,
  actor: AuthUser,
  log: Logger,
  now = new Date(),
): Promise<{ review: AdminReview; slug: string }> {
  const { before, after } = await getDb().transaction(async (tx) => {
    const found = await reviewRepository.lockById(id, tx);
    if (!found) throw notFound();
    await reviewRepository.lockCourse(found.courseId, tx);
    const changes = input.hidden
      ? // Hiding again keeps the first date, with the new reason.
        { hiddenAt: found.hiddenAt ?? now, hiddenReason: input.reason, hiddenBy: actor.id }
      : { hiddenAt: null, hiddenReason: null, hiddenBy: null };
    const updated = await reviewRepository.update(id, changes, tx, found.updatedAt);
    await reviewRepository.refreshCourseRating(found.courseId, tx);
    await recordAudit(tx, actor, {
      action: input.hidden ? 'review.hide' : 'review.unhide',
      entityType: 'review',
      entityId: id,
      before: snapshot(found),
      after: snapshot(updated),
    });
    return { before: found, after: updated };
  });
  const review = (await reviewRepository.findById(id))!;
  const course = (await adminCourseRepository.findById(after.courseId))!;
  if (input.hidden && (before.hiddenAt === null || before.hiddenReason !== input.reason)) {
    const locale = review.language;
    const mail = reviewHiddenMail(
      locale,
      { email: review.authorEmail, name: review.authorName },
      {
        courseTitle: localized(course.titleEn, course.titleVi, locale),
        reason: input.reason,
        body: review.body,
        link: appLink(locale, coursePath(course.slug)),
      },
    );
    try {
      await sendMail(mail, { log });
    } catch (error) {
      log.error({ err: error, reviewId: id }, 'review hidden: the mail to its author could not be sent');
    }
  }
  return { review: toAdminReview(review), slug: course.slug };
}
