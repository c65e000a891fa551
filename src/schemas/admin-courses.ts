import * as z from 'zod';
import { COURSE_LEVELS } from '@/lib/catalog/course-filters';
import { LOCALES } from '@/lib/locales';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';
import { bilingualText, MAX_PRICE_VND, sitePictureSchema, slugSchema } from './admin-content-fields';

/**
 * Request schemas of the back office's courses, sections and lessons (DESIGN.md §9:
 * bilingual fields are `{ en, vi }`, money is `price_vnd`, content starts as a draft).
 */

const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const ADMIN_COURSE_SORTS = ['updated', 'created', 'title', 'price', 'learners'] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];

const courseFields = {
  slug: slugSchema,
  title: bilingualText(200),
  short_description: bilingualText(500, { required: false }),
  description: bilingualText(20_000, { required: false }),
  price_vnd: z.int().min(0).max(MAX_PRICE_VND),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(LOCALES),
  category_ids: z.array(z.int().positive()).max(20),
  thumbnail: sitePictureSchema,
  status: z.enum(COURSE_STATUSES),
};

export const createCourseBodySchema = z.object({
  ...courseFields,
  short_description: courseFields.short_description.optional(),
  description: courseFields.description.optional(),
  category_ids: courseFields.category_ids.optional(),
  thumbnail: courseFields.thumbnail.optional(),
  status: courseFields.status.default('draft'),
});
export type CreateCourseInput = z.output<typeof createCourseBodySchema>;

export const updateCourseBodySchema = z
  .object({
    ...courseFields,
    final_quiz_id: z
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .describe(
        "One of the course's quizzes: passing it in strict mode, with every lesson completed, earns the certificate. null: the lessons alone.",
      ),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateCourseInput = z.output<typeof updateCourseBodySchema>;

export const adminCoursesQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText,
  status: z.preprocess(blankAsMissing, z.enum(COURSE_STATUSES).optional()),
  level: z.preprocess(blankAsMissing, z.enum(COURSE_LEVELS).optional()),
  sort: z.preprocess(blankAsMissing, z.enum(ADMIN_COURSE_SORTS).default('updated')),
  order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).default('desc')),
});
export type AdminCoursesQuery = z.output<typeof adminCoursesQuerySchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const sectionBodySchema = z.object({ title: bilingualText(200) });

export const createLessonBodySchema = z.object({
  title: bilingualText(200),
  is_free_preview: z.boolean().default(false),
});
export const updateLessonBodySchema = z
  .object({
    title: bilingualText(200),
    is_free_preview: z.boolean(),
    /** An uploaded video (POST /api/admin/uploads?kind=video); null takes the video away. */
    video_upload_id: z.uuid().nullable(),
    /** Uploaded WebVTT captions per language; null takes that language's away. */
    captions: z
      .object({ en: z.uuid().nullable(), vi: z.uuid().nullable() })
      .partial()
      .refine((captions) => Object.keys(captions).length > 0, { error: 'Name at least one language.' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateLessonInput = z.output<typeof updateLessonBodySchema>;

/**
 * The whole curriculum's order, as the editor shows it after a drag or a keyboard move:
 * every section of the course once, each with every lesson it now holds (a lesson may move
 * to another section).
 */
export const curriculumOrderBodySchema = z.object({
  sections: z.array(z.object({ id: z.int().positive(), lesson_ids: z.array(z.int().positive()).max(500) })).max(200),
});
export type CurriculumOrderInput = z.output<typeof curriculumOrderBodySchema>;
