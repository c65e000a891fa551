import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';

/** A course's curriculum: ordered sections of ordered video lessons. */

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
    /** A path under /public or an absolute URL; only sent to learners allowed to watch it. */
    videoUrl: text('video_url').notNull(),
    durationS: integer('duration_s').notNull(),
    /** Playable by everyone, enrolled or not. */
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('lessons_section_position_unique').on(table.sectionId, table.position)],
);
