import { lessonCaptionsPath, lessonVideoPath } from '@/lib/catalog/lesson-media';
import type { CaptionTrack, LessonCourse, LessonPlayer, SidebarSection } from '@/lib/catalog/lesson-types';
import type { Locale } from '@/lib/locales';
import type { LessonProgress } from '../../db/schema/lesson-progress';
import type { SectionWithLessons } from '../../repositories/curriculum-repository';
import { localized } from '../../i18n/localized';
import type { LessonAccess } from './lesson-access';

/** Builds the lesson player's reply shapes (src/lib/catalog/lesson-types.ts) from database rows. */

// Each language by its own name: a viewer looks for their language as they write it.
const CAPTION_LABELS: Record<Locale, string> = { en: 'English', vi: 'Tiếng Việt' };

export function toLessonCourse(access: LessonAccess, language: Locale): LessonCourse {
  const { course } = access;
  return {
    id: course.id,
    slug: course.slug,
    title: localized(course.titleEn, course.titleVi, language),
    price_vnd: course.priceVnd,
    is_free: course.priceVnd === 0,
    is_enrolled: access.enrolled,
  };
}

export function toLessonPlayer(
  access: LessonAccess,
  sectionRows: SectionWithLessons[],
  /** The viewer's progress rows in this course; null for anonymous viewers. */
  progressRows: LessonProgress[] | null,
  /** The languages the lesson's video has captions in. */
  captionLanguages: Locale[],
  language: Locale,
): LessonPlayer {
  const { lesson } = access;
  const completed = new Set(progressRows?.filter((row) => row.completedAt).map((row) => row.lessonId));
  const sections: SidebarSection[] = sectionRows.map((section) => ({
    id: section.id,
    title: localized(section.titleEn, section.titleVi, language),
    lessons: section.lessons.map((item) => ({
      id: item.id,
      title: localized(item.titleEn, item.titleVi, language),
      duration_s: item.durationS,
      is_free_preview: item.isFreePreview,
      locked: !item.isFreePreview && !access.mayWatchAll,
      completed: completed.has(item.id),
    })),
  }));
  const order = sections.flatMap((section) => section.lessons.map((item) => item.id));
  const index = order.indexOf(lesson.id);
  const own = progressRows?.find((row) => row.lessonId === lesson.id);
  const section = sectionRows.find((row) => row.id === lesson.sectionId);

  return {
    lesson: {
      id: lesson.id,
      title: localized(lesson.titleEn, lesson.titleVi, language),
      duration_s: lesson.durationS,
      is_free_preview: lesson.isFreePreview,
      video_url: lesson.videoUploadId ? lessonVideoPath(lesson.id) : null,
      captions: lesson.videoUploadId ? captionLanguages.map((lang) => captionTrack(lesson.id, lang)) : [],
      section_title: section ? localized(section.titleEn, section.titleVi, language) : '',
    },
    course: toLessonCourse(access, language),
    sections,
    previous_lesson_id: index > 0 ? order[index - 1]! : null,
    next_lesson_id: index >= 0 && index < order.length - 1 ? order[index + 1]! : null,
    progress: progressRows ? { position_s: own?.positionS ?? 0, completed: Boolean(own?.completedAt) } : null,
  };
}

function captionTrack(lessonId: number, lang: Locale): CaptionTrack {
  return { lang, label: CAPTION_LABELS[lang], src: lessonCaptionsPath(lessonId, lang) };
}
