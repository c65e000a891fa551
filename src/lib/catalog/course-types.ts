/**
 * The catalogue's reply shapes (spec §3 course, trending; §7 "Courses and quizzes"), in one
 * language, snake_case like the rest of the API. The server builds them
 * (src/server/services/catalog) and the pages read them: one definition for both sides.
 * Each shape is a zod schema, its type inferred from it, and the API reference documents
 * the schema (src/server/openapi): the types and the document cannot disagree. Browser code
 * imports the types only (ESLint), so no schema reaches a page.
 */
import * as z from 'zod';
import { localeSchema, timestampSchema, vndSchema } from '@/lib/api/reply-field-types';
import { COURSE_LEVELS } from '@/lib/catalog/course-filters';

/** The language a course is taught in. */

const enrolmentSourceSchema = z.enum(['free', 'purchase', 'admin']);

const categoryLabelSchema = z.object({ id: z.int(), slug: z.string(), name: z.string() }).meta({ id: 'CategoryLabel' });

export const categoryGroupSchema = z
  .object({ id: z.int(), slug: z.string(), name: z.string(), categories: z.array(categoryLabelSchema) })
  .meta({ id: 'CategoryGroup' });
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

const courseSummaryShape = {
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  short_description: z.string(),
  thumbnail: z.string(),
  price_vnd: vndSchema,
  is_free: z.boolean(),
  level: z.enum(COURSE_LEVELS),
  language: localeSchema.describe('The language the course is taught in.'),
  enrolment_count: z.int(),
  rating: z.number(),
  rating_count: z.int(),
  published_at: timestampSchema.nullable(),
  categories: z.array(categoryLabelSchema),
};

export const courseSummarySchema = z.object(courseSummaryShape).meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

const lessonSummarySchema = z
  .object({
    id: z.int(),
    title: z.string(),
    duration_s: z.int(),
    is_free_preview: z.boolean(),
    video_url: z
      .string()
      .nullable()
      .describe(
        'GET /api/exam/lessons/{id}/video; null unless the lesson has a video the viewer may watch (a free preview, or an enrolled learner, or an admin).',
      ),
  })
  .meta({ id: 'LessonSummary' });

const sectionSummarySchema = z
  .object({ id: z.int(), title: z.string(), lessons: z.array(lessonSummarySchema) })
  .meta({ id: 'SectionSummary' });
export type SectionSummary = z.infer<typeof sectionSummarySchema>;

const quizSummarySchema = z
  .object({
    id: z.int(),
    title: z.string(),
    description: z.string(),
    time_limit_s: z.int(),
    pass_mark_percent: z.number(),
    question_count: z.int(),
    attempts_allowed: z.int().nullable().describe('Strict attempts allowed; null = unlimited.'),
  })
  .meta({ id: 'QuizSummary' });

const quizInfoGroupSchema = z
  .object({
    id: z.int(),
    group_name: z.string(),
    is_free_test: z.boolean().describe('The Free Test group (open to every signed-in learner), in either language.'),
    quizzes: z.array(quizSummarySchema),
  })
  .meta({ id: 'QuizInfoGroup', description: 'Spec §3 `quiz_info` group.' });
export type QuizInfoGroup = z.infer<typeof quizInfoGroupSchema>;

export const courseDetailSchema = z
  .object({
    ...courseSummaryShape,
    description: z.string(),
    lesson_count: z.int(),
    total_duration_s: z.int(),
    sections: z.array(sectionSummarySchema),
    quiz_info: z.array(quizInfoGroupSchema),
    // Spec §3 hasFreeTest / firstFreeTest, worked out here so no client parses group names.
    has_free_test: z.boolean(),
    first_free_test: quizSummarySchema.nullable(),
    is_purchased: z
      .boolean()
      .describe('The viewer is enrolled (free enrolment or a paid order); false for anonymous viewers.'),
  })
  .meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export interface CoursePage {
  courses: CourseSummary[];
  page: number;
  totalPage: number;
  total: number;
}

const courseProgressSchema = z
  .object({
    completed_lessons: z.int(),
    total_lessons: z.int(),
    percent: z
      .int()
      .min(0)
      .max(100)
      .describe('completed / total, rounded down: 100 only when every lesson is done; 0 without lessons.'),
    last_lesson_id: z
      .int()
      .nullable()
      .describe('The lesson whose progress was saved last (where "Continue" resumes); null before any.'),
    first_lesson_id: z
      .int()
      .nullable()
      .describe("The curriculum's first lesson (where a learner who has not started begins); null without lessons."),
    next_lesson: z
      .object({ id: z.int(), title: z.string() })
      .nullable()
      .describe(
        'The lesson to take next: the last one opened while unfinished, else the first unfinished one after it (then from the start); null when every lesson is done.',
      ),
    watched_s: z
      .int()
      .min(0)
      .describe("Seconds of the course's video watched: whole lessons once completed, else up to the saved position."),
    duration_s: z.int().min(0).describe("The length of all the course's lessons, in seconds."),
  })
  .meta({ id: 'CourseProgress', description: "How far the learner is through a course's lessons." });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** The /courses page: one page of results and the facets to narrow them. */
export interface CourseSearchResult extends CoursePage {
  groups: CategoryGroup[];
}

export const myCourseSchema = z
  .object({
    ...courseSummaryShape,
    enrolled_at: timestampSchema,
    enrolment_source: enrolmentSourceSchema,
    progress: courseProgressSchema,
    certificate_code: z
      .string()
      .nullable()
      .describe("The learner's valid certificate of the course (GET /api/certificates/{code}); null until issued."),
  })
  .meta({ id: 'MyCourse' });
export type MyCourse = z.infer<typeof myCourseSchema>;

/** The answer of a `purchased-status` call (courses and source codes). */
export const purchasedStatusSchema = z
  .object({ is_purchased: z.boolean().describe('False when signed out.') })
  .meta({ id: 'PurchasedStatus' });

export const enrolmentReplySchema = z
  .object({ is_purchased: z.literal(true), enrolment_source: enrolmentSourceSchema, enrolled_at: timestampSchema })
  .meta({
    id: 'EnrolmentReply',
    description: "POST /api/exam/courses/{id}/enrol: the caller's enrolment, new or the one they had.",
  });
export type EnrolmentReply = z.infer<typeof enrolmentReplySchema>;

const trendingCourseSchema = z
  .object({
    ...courseSummaryShape,
    recent_enrolments: z.int().describe('Enrolments of the last 30 days.'),
    recent_test_takers: z.int().describe("Distinct learners who took one of the course's quizzes in the last 30 days."),
  })
  .meta({ id: 'TrendingCourse' });
/** @internal exported for the tests */
export type TrendingCourse = z.infer<typeof trendingCourseSchema>;

export const trendingCoursesSchema = z
  .object({ best_course: trendingCourseSchema.nullable(), trending: z.array(trendingCourseSchema) })
  .meta({ id: 'TrendingCourses' });
export type TrendingCourses = z.infer<typeof trendingCoursesSchema>;

/** The home page's course sections: best and trending courses, and the topics to browse. */
export interface HomeShowcase {
  trending: TrendingCourses;
  groups: CategoryGroup[];
}
