import type { AdminCourse } from '@/lib/admin/admin-course-types';
import type { Course } from '../../../db/schema/catalog';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminCourseRepository from '../../../repositories/admin-course-repository';
import * as curriculumRepository from '../../../repositories/curriculum-repository';
import type { SectionWithLessons } from '../../../repositories/curriculum-repository';
import * as lessonCaptionRepository from '../../../repositories/lesson-caption-repository';
import * as uploadRepository from '../../../repositories/upload-repository';
import { attachedFile, toAdminCourse, type LessonMedia } from './admin-course-dto';

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
  return toAdminCourse(course, categoryIds, sections, quizGroups, await lessonMedia(sections, db));
}

/** The video and captions of every lesson of the curriculum, by lesson id. */
async function lessonMedia(sections: SectionWithLessons[], db?: Executor): Promise<Map<number, LessonMedia>> {
  const lessons = sections.flatMap((section) => section.lessons);
  const [videos, captions] = await Promise.all([
    uploadRepository.findByIds(
      lessons.flatMap((lesson) => (lesson.videoUploadId ? [lesson.videoUploadId] : [])),
      db,
    ),
    lessonCaptionRepository.listForLessons(
      lessons.map((lesson) => lesson.id),
      db,
    ),
  ]);
  const videoById = new Map(videos.map((upload) => [upload.id, upload]));
  const media = new Map<number, LessonMedia>();
  for (const lesson of lessons) {
    const video = lesson.videoUploadId ? videoById.get(lesson.videoUploadId) : undefined;
    media.set(lesson.id, { video: video ? attachedFile(video) : null, captions: { en: null, vi: null } });
  }
  for (const caption of captions)
    media.get(caption.lessonId)!.captions[caption.language] = attachedFile(caption.upload);
  return media;
}
