import { lessonVideoPath } from '@/lib/catalog/lesson-media';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { createCatalogCache } from './catalog-cache';
import type { Course } from '../../db/schema/catalog';
import { AppError } from '../../http/app-error';
import * as courseRepository from '../../repositories/course-repository';
import * as curriculumRepository from '../../repositories/curriculum-repository';
import * as enrolmentRepository from '../../repositories/enrolment-repository';
import type { CourseDetail } from '@/lib/catalog/course-types';
import { localized } from '../../i18n/localized';
import { toCourseSummary } from './course-dto';

export type CourseRef = { id: number } | { slug: string };

// What a signed-out visitor sees of a course is the same for every one of them (the course
// pages and the API alike): kept like the catalogue's searches. A signed-in viewer's reply
// (purchased, the videos they may watch) is read afresh. An unknown course is an error, not kept.
const publicDetails = createCatalogCache<CourseDetail>(200);
// The course a slug names, for the purchased-status call (a known course's id, or a 404).
const bySlug = createCatalogCache<Course>(200);

/** GET /api/exam/courses/{id} and /slugs/{slug}: a published course with its curriculum; 404 otherwise. */
export function getCourseDetail(ref: CourseRef, language: Locale, viewer: AuthUser | null): Promise<CourseDetail> {
  if (viewer) return readCourseDetail(ref, language, viewer);
  return publicDetails.get(JSON.stringify([language, ref]), () => readCourseDetail(ref, language, null));
}

/** A published course by slug, as the shared reads see it (may lag by PUBLIC_READ_TTL_MS); 404 otherwise. */
export function findPublicCourse(slug: string): Promise<Course> {
  return bySlug.get(slug, () => findCourse({ slug }));
}

async function readCourseDetail(ref: CourseRef, language: Locale, viewer: AuthUser | null): Promise<CourseDetail> {
  const course = await findCourse(ref);
  const [categoryRows, sectionRows, groupRows, isPurchased] = await Promise.all([
    courseRepository.listCategoriesOf(course.id),
    curriculumRepository.listSections(course.id),
    curriculumRepository.listQuizGroups(course.id),
    viewer ? enrolmentRepository.isEnrolled(viewer.id, course.id) : Promise.resolve(false),
  ]);
  const mayWatchAll = isPurchased || viewer?.role === 'admin';

  const sections = sectionRows.map((section) => ({
    id: section.id,
    title: localized(section.titleEn, section.titleVi, language),
    lessons: section.lessons.map((lesson) => ({
      id: lesson.id,
      title: localized(lesson.titleEn, lesson.titleVi, language),
      duration_s: lesson.durationS,
      is_free_preview: lesson.isFreePreview,
      video_url: lesson.videoUploadId && (mayWatchAll || lesson.isFreePreview) ? lessonVideoPath(lesson.id) : null,
    })),
  }));
  const quizInfo = groupRows.map((group) => ({
    id: group.id,
    group_name: localized(group.groupNameEn, group.groupNameVi, language),
    is_free_test: group.isFreeTest,
    quizzes: group.quizzes.map((quiz) => ({
      id: quiz.id,
      title: localized(quiz.titleEn, quiz.titleVi, language),
      description: localized(quiz.descriptionEn, quiz.descriptionVi, language),
      time_limit_s: quiz.timeLimitS,
      pass_mark_percent: quiz.passMarkPercent,
      question_count: quiz.questionCount,
      attempts_allowed: quiz.attemptsAllowed,
    })),
  }));
  const lessons = sections.flatMap((section) => section.lessons);
  const firstFreeTest = quizInfo.find((group) => group.is_free_test && group.quizzes.length > 0)?.quizzes[0] ?? null;

  return {
    ...toCourseSummary(course, categoryRows, language),
    description: localized(course.descriptionEn, course.descriptionVi, language),
    lesson_count: lessons.length,
    total_duration_s: lessons.reduce((sum, lesson) => sum + lesson.duration_s, 0),
    sections,
    quiz_info: quizInfo,
    has_free_test: firstFreeTest !== null,
    first_free_test: firstFreeTest,
    is_purchased: isPurchased,
  };
}

export async function findCourse(ref: CourseRef): Promise<Course> {
  const course = 'id' in ref ? await courseRepository.findById(ref.id) : await courseRepository.findBySlug(ref.slug);
  if (!course) throw new AppError('NOT_FOUND', 'No such course.');
  return course;
}
