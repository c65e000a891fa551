import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage, courses } from './catalog';
import { uploads } from './uploads';

/** A course's curriculum: ordered sections of ordered video lessons, and each lesson's captions. */

export const sections = pgTable(
  'sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('sections_course_position_unique').on(table.courseId, table.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    /**
     * The lesson's video in file storage, played through GET /api/exam/lessons/{id}/video to
     * viewers allowed to watch it; null until one is uploaded. An upload a lesson plays
     * cannot be deleted.
     */
    videoUploadId: uuid('video_upload_id').references(() => uploads.id, { onDelete: 'restrict' }),
    durationS: integer('duration_s').notNull(),
    /** Playable by everyone, enrolled or not. */
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('lessons_section_position_unique').on(table.sectionId, table.position),
    index('lessons_video_upload_id_idx').on(table.videoUploadId),
  ],
);

/** A lesson video's WebVTT captions, one file per language (GET /api/exam/lessons/{id}/captions/{lang}). */
export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    language: contentLanguage('language').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.language] }),
    index('lesson_captions_upload_id_idx').on(table.uploadId),
  ],
);

export type LessonCaption = typeof lessonCaptions.$inferSelect;
