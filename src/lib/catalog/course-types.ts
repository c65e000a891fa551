/**
 * The catalogue's reply shapes (spec §3 course, trending; §7 "Courses and quizzes"), in one
 * language, snake_case like the rest of the API. The server builds them
 * (src/server/services/catalog) and the pages read them: one definition for both sides.
 */
import type { COURSE_LEVELS } from '@/schemas/catalog';
import type { Locale } from '@/lib/locales';

export type CourseLevel = (typeof COURSE_LEVELS)[number];
/** The language a course is taught in. */
export type ContentLanguage = Locale;
export type EnrolmentSource = 'free' | 'purchase' | 'admin';

export interface CategoryLabel {
  id: number;
  slug: string;
  name: string;
}

export interface CategoryGroup {
  id: number;
  slug: string;
  name: string;
  categories: CategoryLabel[];
}

export interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  thumbnail: string;
  price_vnd: number;
  is_free: boolean;
  level: CourseLevel;
  language: ContentLanguage;
  enrolment_count: number;
  rating: number;
  rating_count: number;
  published_at: string | null;
  categories: CategoryLabel[];
}

export interface LessonSummary {
  id: number;
  title: string;
  duration_s: number;
  is_free_preview: boolean;
  /** Null unless the viewer may watch it: a free preview, or an enrolled learner (or an admin). */
  video_url: string | null;
}

export interface SectionSummary {
  id: number;
  title: string;
  lessons: LessonSummary[];
}

export interface QuizSummary {
  id: number;
  title: string;
  description: string;
  time_limit_s: number;
  pass_mark_percent: number;
  question_count: number;
  /** Null = unlimited. */
  attempts_allowed: number | null;
}

/** Spec §3 `quiz_info` group; `is_free_test` marks the Free Test group in either language. */
export interface QuizInfoGroup {
  id: number;
  group_name: string;
  is_free_test: boolean;
  quizzes: QuizSummary[];
}

export interface CourseDetail extends CourseSummary {
  description: string;
  lesson_count: number;
  total_duration_s: number;
  sections: SectionSummary[];
  quiz_info: QuizInfoGroup[];
  /** Spec §3 hasFreeTest / firstFreeTest, worked out here so no client parses group names. */
  has_free_test: boolean;
  first_free_test: QuizSummary | null;
  /** The viewer is enrolled (free enrolment or a paid order); false for anonymous viewers. */
  is_purchased: boolean;
}

export interface CoursePage {
  courses: CourseSummary[];
  page: number;
  totalPage: number;
  total: number;
}

export interface MyCourse extends CourseSummary {
  enrolled_at: string;
  enrolment_source: EnrolmentSource;
}

export interface TrendingCourse extends CourseSummary {
  recent_enrolments: number;
}

export interface TrendingCourses {
  best_course: TrendingCourse | null;
  trending: TrendingCourse[];
}
