/**
 * The back office's course replies (DESIGN.md §9): every language of a text at once, and
 * the fields the public API leaves out (status, drafts, archived courses). Types only for
 * browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { bilingualSchema, localeSchema, timestampSchema, vndSchema } from '@/lib/api/reply-field-types';

const courseStatusSchema = z
  .enum(['draft', 'published', 'archived'])
  .describe('draft: not public · published: in the catalogue · archived: hidden, still open to its learners.');

export const adminCourseListItemSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    title: bilingualSchema,
    thumbnail: z.string(),
    price_vnd: vndSchema,
    level: z.enum(['beginner', 'intermediate', 'advanced']),
    language: localeSchema,
    status: courseStatusSchema,
    enrolment_count: z.int().min(0),
    updated_at: timestampSchema,
  })
  .meta({ id: 'AdminCourseListItem' });
export type AdminCourseListItem = z.infer<typeof adminCourseListItemSchema>;

const attachedFileSchema = z.object({
  upload_id: z.uuid(),
  original_name: z.string(),
  size_bytes: z.int().min(0),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

const adminLessonSchema = z
  .object({
    id: z.int(),
    title: bilingualSchema,
    position: z.int(),
    is_free_preview: z.boolean(),
    duration_s: z.int().min(0).describe('Read from the uploaded video; 0 until one is attached.'),
    video: attachedFileSchema.nullable(),
    captions: z.object({ en: attachedFileSchema.nullable(), vi: attachedFileSchema.nullable() }),
  })
  .meta({ id: 'AdminLesson' });
export type AdminLesson = z.infer<typeof adminLessonSchema>;

const adminSectionSchema = z
  .object({ id: z.int(), title: bilingualSchema, position: z.int(), lessons: z.array(adminLessonSchema) })
  .meta({ id: 'AdminSection' });
export type AdminSection = z.infer<typeof adminSectionSchema>;

export const adminCourseSchema = z
  .object({
    ...adminCourseListItemSchema.shape,
    short_description: bilingualSchema,
    description: bilingualSchema,
    category_ids: z.array(z.int()),
    published_at: timestampSchema.nullable(),
    archived_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    sections: z.array(adminSectionSchema),
    quizzes: z.array(
      z.object({ id: z.int(), title: bilingualSchema, group_name: bilingualSchema, question_count: z.int().min(0) }),
    ),
    final_quiz_id: z
      .int()
      .nullable()
      .describe('The quiz that, passed in strict mode with every lesson completed, earns the certificate.'),
  })
  .meta({ id: 'AdminCourse', description: 'A course with its curriculum, as the back office edits it.' });
export type AdminCourse = z.infer<typeof adminCourseSchema>;
