import type { LessonDenial } from '@/lib/catalog/lesson-types';
import type { AuthUser } from '../../auth/auth-user';
import type { Course } from '../../db/schema/catalog';
import { AppError } from '../../http/app-error';
import * as courseRepository from '../../repositories/course-repository';
import * as curriculumRepository from '../../repositories/curriculum-repository';
import type { Lesson } from '../../repositories/curriculum-repository';
import * as enrolmentRepository from '../../repositories/enrolment-repository';

export interface LessonAccess {
  lesson: Lesson;
  course: Course;
  enrolled: boolean;
  /** Every lesson of the course is open to the viewer (enrolled, or an admin). */
  mayWatchAll: boolean;
  /** Null when the viewer may watch this lesson. */
  denial: LessonDenial | null;
}

/**
 * Who may watch a lesson: everyone, for a free preview; enrolled learners and admins, for
 * the others. An anonymous viewer of another lesson is asked to sign in (401: they may well
 * be enrolled); a signed-in viewer without the course is asked to enrol or buy it (403).
 * An unknown lesson, or one of an unpublished course, is 404.
 */
export async function loadLessonAccess(lessonId: number, viewer: AuthUser | null): Promise<LessonAccess> {
  const found = await curriculumRepository.findLesson(lessonId);
  if (!found) throw lessonNotFound();
  const [course, enrolled] = await Promise.all([
    courseRepository.findById(found.courseId),
    viewer ? enrolmentRepository.isEnrolled(viewer.id, found.courseId) : Promise.resolve(false),
  ]);
  if (!course) throw lessonNotFound();
  const mayWatchAll = enrolled || viewer?.role === 'admin';
  let denial: LessonDenial | null = null;
  if (!found.lesson.isFreePreview && !mayWatchAll) denial = viewer ? 'PURCHASE_REQUIRED' : 'UNAUTHORIZED';
  return { lesson: found.lesson, course, enrolled, mayWatchAll, denial };
}

export function denialError(denial: LessonDenial): AppError {
  return denial === 'UNAUTHORIZED'
    ? new AppError('UNAUTHORIZED', 'Sign in to watch this lesson.')
    : new AppError('PURCHASE_REQUIRED', 'Enrol in or buy this course to watch this lesson.');
}

function lessonNotFound(): AppError {
  return new AppError('NOT_FOUND', 'No such lesson.');
}
