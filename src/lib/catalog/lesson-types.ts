/**
 * The lesson player's reply shapes (GET /api/exam/lessons/{id}, PUT …/progress), built by
 * src/server/services/lessons and read by the lesson page: one definition for both sides.
 * Zod schemas with their types inferred, documented by the API reference; browser code
 * imports the types only (see course-types.ts).
 */
import * as z from 'zod';
import { localeSchema, timestampSchema, vndSchema } from '@/lib/api/reply-field-types';

/** A WebVTT captions file of a lesson's video. */
const captionTrackSchema = z
  .object({
    lang: localeSchema,
    label: z.string().describe('The language\'s own name ("English", "Tiếng Việt"), the same in every page language.'),
    src: z.string().describe('GET /api/exam/lessons/{id}/captions/{lang}: served to viewers who may watch the lesson.'),
  })
  .meta({ id: 'CaptionTrack', description: "A WebVTT captions file of a lesson's video." });
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

const lessonCourseSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    price_vnd: vndSchema,
    is_free: z.boolean(),
    is_enrolled: z.boolean().describe('The viewer is enrolled (free enrolment or a paid order).'),
  })
  .meta({ id: 'LessonCourse', description: 'The course a lesson belongs to.' });
export type LessonCourse = z.infer<typeof lessonCourseSchema>;

const playerLessonSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    duration_s: z.int(),
    is_free_preview: z.boolean(),
    video_url: z
      .string()
      .nullable()
      .describe('GET /api/exam/lessons/{id}/video, which streams it with ranges; null while the lesson has no video.'),
    captions: z.array(captionTrackSchema),
    section_title: z.string(),
  })
  .meta({ id: 'PlayerLesson' });
export type PlayerLesson = z.infer<typeof playerLessonSchema>;

const sidebarLessonSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    duration_s: z.int(),
    is_free_preview: z.boolean(),
    locked: z.boolean().describe('The viewer may not watch it (not a preview, and not enrolled).'),
    completed: z.boolean().describe('The viewer watched it to the end (always false for anonymous viewers).'),
  })
  .meta({ id: 'SidebarLesson', description: "A lesson in the player's curriculum sidebar." });

const sidebarSectionSchema = z
  .object({ id: z.int(), title: z.string(), lessons: z.array(sidebarLessonSchema) })
  .meta({ id: 'SidebarSection' });
export type SidebarSection = z.infer<typeof sidebarSectionSchema>;

const lessonPositionShape = { position_s: z.number().min(0), completed: z.boolean() };

const lessonPositionSchema = z
  .object(lessonPositionShape)
  .meta({ id: 'LessonPosition', description: 'Where the viewer is in a lesson.' });
export type LessonPosition = z.infer<typeof lessonPositionSchema>;

export const lessonPlayerSchema = z
  .object({
    lesson: playerLessonSchema,
    course: lessonCourseSchema,
    sections: z.array(sidebarSectionSchema),
    previous_lesson_id: z
      .int()
      .nullable()
      .describe('The neighbours in curriculum order (across sections); null at either end.'),
    next_lesson_id: z.int().nullable(),
    progress: lessonPositionSchema
      .nullable()
      .describe("The signed-in viewer's saved progress (0 / false before any); null for anonymous viewers."),
  })
  .meta({ id: 'LessonPlayer' });
export type LessonPlayer = z.infer<typeof lessonPlayerSchema>;

export const lessonProgressReplySchema = z
  .object({ ...lessonPositionShape, lesson_id: z.int(), updated_at: timestampSchema })
  .meta({ id: 'LessonProgressReply', description: 'PUT /api/exam/lessons/{id}/progress: the progress as saved.' });
export type LessonProgressReply = z.infer<typeof lessonProgressReplySchema>;

/** Why a viewer may not watch a lesson, as the API's error code says it. */
export type LessonDenial = 'UNAUTHORIZED' | 'PURCHASE_REQUIRED';

/** The lesson page: the player, or why the viewer may not watch (and the course to enrol in). */
export type LessonView =
  | { access: 'granted'; player: LessonPlayer }
  | { access: 'denied'; reason: LessonDenial; lesson: { id: number; title: string }; course: LessonCourse };
