/**
 * The catalogue's reply shapes (spec §3 course, trending; §7 "Courses and quizzes"), in one
 * language, snake_case like the rest of the API. The server builds them
 * (src/server/services/catalog) and the pages read them: one definition for both sides.
 */
import type { CourseLevel } from '@/lib/catalog/course-filters';
import type { Locale } from '@/lib/locales';

/** The language a course is taught in. */
type ContentLanguage = Locale;
type EnrolmentSource = 'free' | 'purchase' | 'admin';

interface CategoryLabel {
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

interface LessonSummary {
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

interface QuizSummary {
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

/** How far the learner is through a course's lessons. */
export interface CourseProgress {
  completed_lessons: number;
  total_lessons: number;
  /** completed / total, rounded down: 100 only when every lesson is done; 0 without lessons. */
  percent: number;
  /** The lesson whose progress was saved last (where "Continue" resumes); null before any. */
  last_lesson_id: number | null;
  /** The curriculum's first lesson (where a learner who has not started begins); null without lessons. */
  first_lesson_id: number | null;
}

/** The /courses page: one page of results and the facets to narrow them. */
export interface CourseSearchResult extends CoursePage {
  groups: CategoryGroup[];
}

export interface MyCourse extends CourseSummary {
  enrolled_at: string;
  enrolment_source: EnrolmentSource;
  progress: CourseProgress;
}

/** POST /api/exam/courses/{id}/enrol: the caller's enrolment, new or the one they had. */
export interface EnrolmentReply {
  is_purchased: true;
  enrolment_source: EnrolmentSource;
  enrolled_at: string;
}

/** @internal exported for the tests */
export interface TrendingCourse extends CourseSummary {
  /** Enrolments of the last 30 days. */
  recent_enrolments: number;
  /** Distinct learners who took one of the course's quizzes in the last 30 days. */
  recent_test_takers: number;
}

export interface TrendingCourses {
  best_course: TrendingCourse | null;
  trending: TrendingCourse[];
}

/** The home page's course sections: best and trending courses, and the topics to browse. */
export interface HomeShowcase {
  trending: TrendingCourses;
  groups: CategoryGroup[];
}
