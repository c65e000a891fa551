import type { AdminCourse, AdminCourseListItem, AdminLesson, AttachedFile } from '@/lib/admin/admin-course-types';
import type { Course } from '../../../db/schema/catalog';
import type { Lesson, QuizGroupWithQuizzes, SectionWithLessons } from '../../../repositories/curriculum-repository';

function courseStatusOf(course: Pick<Course, 'publishedAt' | 'archivedAt'>): AdminCourseListItem['status'] {
  if (course.archivedAt) return 'archived';
  return course.publishedAt ? 'published' : 'draft';
}

export function toAdminCourseListItem(course: Course): AdminCourseListItem {
  return {
    id: course.id,
    slug: course.slug,
    title: { en: course.titleEn, vi: course.titleVi },
    thumbnail: course.thumbnail,
    price_vnd: course.priceVnd,
    level: course.level,
    language: course.language,
    status: courseStatusOf(course),
    enrolment_count: course.enrolmentCount,
    updated_at: course.updatedAt.toISOString(),
  };
}

/** A lesson's files as the editor shows them: the video and each language's captions. */
export interface LessonMedia {
  video: AttachedFile | null;
  captions: { en: AttachedFile | null; vi: AttachedFile | null };
}

const NO_MEDIA: LessonMedia = { video: null, captions: { en: null, vi: null } };

export function attachedFile(upload: { id: string; originalName: string; sizeBytes: number }): AttachedFile {
  return { upload_id: upload.id, original_name: upload.originalName, size_bytes: upload.sizeBytes };
}

function toAdminLesson(lesson: Lesson, media: LessonMedia): AdminLesson {
  return {
    id: lesson.id,
    title: { en: lesson.titleEn, vi: lesson.titleVi },
    position: lesson.position,
    is_free_preview: lesson.isFreePreview,
    duration_s: lesson.durationS,
    ...media,
  };
}

export function toAdminCourse(
  course: Course,
  categoryIds: number[],
  sections: SectionWithLessons[],
  quizGroups: QuizGroupWithQuizzes[],
  media: ReadonlyMap<number, LessonMedia>,
): AdminCourse {
  return {
    ...toAdminCourseListItem(course),
    short_description: { en: course.shortDescriptionEn, vi: course.shortDescriptionVi },
    description: { en: course.descriptionEn, vi: course.descriptionVi },
    category_ids: categoryIds,
    published_at: course.publishedAt?.toISOString() ?? null,
    archived_at: course.archivedAt?.toISOString() ?? null,
    created_at: course.createdAt.toISOString(),
    sections: sections.map((section) => ({
      id: section.id,
      title: { en: section.titleEn, vi: section.titleVi },
      position: section.position,
      lessons: section.lessons.map((lesson) => toAdminLesson(lesson, media.get(lesson.id) ?? NO_MEDIA)),
    })),
    quizzes: quizGroups.flatMap((group) =>
      group.quizzes.map((quiz) => ({
        id: quiz.id,
        title: { en: quiz.titleEn, vi: quiz.titleVi },
        group_name: { en: group.groupNameEn, vi: group.groupNameVi },
        question_count: quiz.questionCount,
      })),
    ),
    final_quiz_id: course.finalQuizId,
  };
}
