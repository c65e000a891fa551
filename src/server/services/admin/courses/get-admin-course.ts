import type { AdminCourse } from '@/lib/admin/admin-course-types';
import type { Course } from '../../../db/schema/catalog';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminCourseRepository from '../../../repositories/admin-course-repository';
import * as curriculumRepository from '../../../repositories/curriculum-repository';
import { toAdminCourse } from './admin-course-dto';

/** GET /api/admin/courses/{id}: the course with its categories, curriculum and quizzes; 404 when there is none. */
export async function getAdminCourse(id: number, db?: Executor): Promise<AdminCourse> {
  const course = await adminCourseRepository.findById(id, db);
  if (!course) throw new AppError('NOT_FOUND', 'No such course.');
  return withCurriculum(course, db);
}

/** A course row read or just written, with its categories, curriculum and quizzes. */
export async function withCurriculum(course: Course, db?: Executor): Promise<AdminCourse> {
  const [categoryIds, sections, quizGroups] = await Promise.all([
    adminCourseRepository.categoryIdsOf(course.id, db),
    curriculumRepository.listSections(course.id, db),
    curriculumRepository.listQuizGroups(course.id, db),
  ]);
  return toAdminCourse(course, categoryIds, sections, quizGroups);
}
