/**
 * The lesson player's reply shapes (GET /api/exam/lessons/{id}, PUT …/progress), built by
 * src/server/services/lessons and read by the lesson page: one definition for both sides.
 */
import type { Locale } from '@/lib/locales';

/** A WebVTT captions file of a lesson's video. */
export interface CaptionTrack {
  lang: Locale;
  /** The language's own name ("English", "Tiếng Việt"), the same in every page language. */
  label: string;
  src: string;
}

/** The course a lesson belongs to, as the player and its "not allowed" page show it. */
export interface LessonCourse {
  id: number;
  slug: string;
  title: string;
  price_vnd: number;
  is_free: boolean;
  /** The viewer is enrolled (free enrolment or a paid order). */
  is_enrolled: boolean;
}

export interface PlayerLesson {
  id: number;
  title: string;
  duration_s: number;
  is_free_preview: boolean;
  video_url: string;
  captions: CaptionTrack[];
  section_title: string;
}

/** A lesson in the player's curriculum sidebar. */
interface SidebarLesson {
  id: number;
  title: string;
  duration_s: number;
  is_free_preview: boolean;
  /** The viewer may not watch it (not a preview, and not enrolled). */
  locked: boolean;
  /** The viewer watched it to the end (always false for anonymous viewers). */
  completed: boolean;
}

export interface SidebarSection {
  id: number;
  title: string;
  lessons: SidebarLesson[];
}

/** Where the viewer is in a lesson. */
export interface LessonPosition {
  position_s: number;
  completed: boolean;
}

export interface LessonPlayer {
  lesson: PlayerLesson;
  course: LessonCourse;
  sections: SidebarSection[];
  /** Neighbours in curriculum order (across sections); null at either end. */
  previous_lesson_id: number | null;
  next_lesson_id: number | null;
  /** The signed-in viewer's saved progress (0 / false before any); null for anonymous viewers. */
  progress: LessonPosition | null;
}

/** PUT /api/exam/lessons/{id}/progress: the progress as saved. */
export interface LessonProgressReply extends LessonPosition {
  lesson_id: number;
  updated_at: string;
}

/** Why a viewer may not watch a lesson, as the API's error code says it. */
export type LessonDenial = 'UNAUTHORIZED' | 'PURCHASE_REQUIRED';

/** The lesson page: the player, or why the viewer may not watch (and the course to enrol in). */
export type LessonView =
  | { access: 'granted'; player: LessonPlayer }
  | { access: 'denied'; reason: LessonDenial; lesson: { id: number; title: string }; course: LessonCourse };
