import type { EnrolmentReply } from '@/lib/catalog/course-types';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import { findCourse } from './get-course-detail';

/**
 * POST /api/exam/courses/{id}/enrol: enrols the caller in a free published course. Asking
 * again answers the same (the enrolment they have, whatever its source), so a learner who
 * already owns a paid course is told so rather than refused. Paid courses are granted by
 * paid orders (the commerce issue), never here: 403 PURCHASE_REQUIRED.
 */
export async function enrolInCourse(courseId: number, user: AuthUser): Promise<EnrolmentReply> {
  const course = await findCourse({ id: courseId });
  const existing = await enrolmentRepository.findOne(user.id, course.id);
  if (existing) return toReply(existing);
  // An archived course stays open to its learners but takes no new ones.
  if (course.archivedAt) throw new AppError('NOT_FOUND', 'This course no longer takes new learners.');
  if (course.priceVnd > 0) {
    throw new AppError('PURCHASE_REQUIRED', 'This course is paid: buy it to enrol.');
  }
  await enrolmentRepository.enrol({ userId: user.id, courseId: course.id, source: 'free' });
  // Read back rather than assume: a concurrent request may have written the row first.
  const enrolment = await enrolmentRepository.findOne(user.id, course.id);
  if (!enrolment) throw new Error(`enrolment of ${user.id} in course ${course.id} was not stored`);
  return toReply(enrolment);
}

function toReply(enrolment: { source: EnrolmentReply['enrolment_source']; createdAt: Date }): EnrolmentReply {
  return { is_purchased: true, enrolment_source: enrolment.source, enrolled_at: enrolment.createdAt.toISOString() };
}
