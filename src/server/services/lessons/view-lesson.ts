import type { LessonPlayer, LessonView } from '@/lib/catalog/lesson-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import * as curriculumRepository from '../../repositories/curriculum-repository';
import * as lessonCaptionRepository from '../../repositories/lesson-caption-repository';
import * as lessonProgressRepository from '../../repositories/lesson-progress-repository';
import { localized } from '../../i18n/localized';
import { isAppError } from '../../http/app-error';
import { denialError, loadLessonAccess } from './lesson-access';
import { toLessonCourse, toLessonPlayer } from './lesson-player-dto';

/**
 * The lesson page's data (its getServerSideProps calls this directly): the player for a
 * viewer allowed to watch, otherwise the reason and the course to enrol in. 404 (AppError)
 * for an unknown lesson or an unpublished course.
 */
async function viewLesson(lessonId: number, language: Locale, viewer: AuthUser | null): Promise<LessonView> {
  const access = await loadLessonAccess(lessonId, viewer);
  if (access.denial) {
    return {
      access: 'denied',
      reason: access.denial,
      lesson: { id: access.lesson.id, title: localized(access.lesson.titleEn, access.lesson.titleVi, language) },
      course: toLessonCourse(access, language),
    };
  }
  const [sections, progress, captionLanguages] = await Promise.all([
    curriculumRepository.listSections(access.course.id),
    viewer ? lessonProgressRepository.listInCourse(viewer.id, access.course.id) : Promise.resolve(null),
    lessonCaptionRepository.listLanguages(access.lesson.id),
  ]);
  return { access: 'granted', player: toLessonPlayer(access, sections, progress, captionLanguages, language) };
}

/** GET /api/exam/lessons/{id}: the player; 401/403 when the viewer may not watch (see loadLessonAccess). */
export async function getLessonPlayer(
  lessonId: number,
  language: Locale,
  viewer: AuthUser | null,
): Promise<LessonPlayer> {
  const view = await viewLesson(lessonId, language, viewer);
  if (view.access === 'denied') throw denialError(view.reason);
  return view.player;
}

/** For the lesson page: as viewLesson, with null for a lesson that does not exist (the page's 404). */
export async function loadLessonPage(
  lessonId: number,
  language: Locale,
  viewer: AuthUser | null,
): Promise<LessonView | null> {
  try {
    return await viewLesson(lessonId, language, viewer);
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
