import type { AuthUser } from '../../auth/auth-user';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import { findPublicCourse } from './get-course-detail';

/**
 * GET /api/exam/courses/slugs/{slug}/purchased-status: whether the viewer is enrolled
 * (a paid order or a free enrolment). Anonymous viewers have purchased nothing.
 */
export async function getPurchasedStatus(slug: string, viewer: AuthUser | null): Promise<{ is_purchased: boolean }> {
  // Which course a slug names changes only with the catalogue; whether the viewer has it is read afresh.
  const course = await findPublicCourse(slug);
  return { is_purchased: viewer ? await enrolmentRepository.isEnrolled(viewer.id, course.id) : false };
}
