import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The course catalogue (issue 4): category groups and categories, courses and the
 * many-to-many link between them. Translatable text is stored once per language
 * (`*_en`, `*_vi`); the API picks the request's language (DESIGN.md §2).
 */

export const courseLevel = pgEnum('course_level', ['beginner', 'intermediate', 'advanced']);
export type CourseLevel = (typeof courseLevel.enumValues)[number];

export const contentLanguage = pgEnum('content_language', ['en', 'vi']);
export type ContentLanguage = (typeof contentLanguage.enumValues)[number];

export const categoryGroups = pgTable(
  'category_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Natural key: the seed upserts by it.
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('category_groups_slug_unique').on(table.slug)],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => categoryGroups.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_slug_unique').on(table.slug), index('categories_group_id_idx').on(table.groupId)],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    shortDescriptionEn: text('short_description_en').notNull(),
    shortDescriptionVi: text('short_description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionVi: text('description_vi').notNull(),
    /** A path under /public (or an absolute URL). */
    thumbnail: text('thumbnail').notNull(),
    /** Integer VND; 0 = free (enrolled directly, without an order). */
    priceVnd: integer('price_vnd').notNull().default(0),
    level: courseLevel('level').notNull(),
    /** The language the course is taught in. */
    language: contentLanguage('language').notNull(),
    // Denormalised for sorting by popularity; enrolment-repository keeps it in step.
    enrolmentCount: integer('enrolment_count').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Null = draft: not listed, not reachable by id or slug. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Set = archived: gone from the catalogue and closed to new learners, but still open to
     * those enrolled (a course with buyers is never deleted).
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The quiz a learner must pass in strict mode, with every lesson completed, to finish the
     * course and get its certificate; null = the lessons alone finish it. Always one of the
     * course's own quizzes (the back office checks it). Its foreign key (on delete set null)
     * is written in the migration's SQL: declaring it here would make this file and quiz.ts
     * import each other.
     */
    finalQuizId: integer('final_quiz_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('courses_slug_unique').on(table.slug),
    index('courses_published_at_idx').on(table.publishedAt),
    check('courses_price_not_negative', sql`${table.priceVnd} >= 0`),
    check('courses_enrolment_count_not_negative', sql`${table.enrolmentCount} >= 0`),
    check('courses_rating_range', sql`${table.rating} between 0 and 5`),
  ],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;

export const courseCategories = pgTable(
  'course_categories',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.categoryId] }),
    index('course_categories_category_id_idx').on(table.categoryId),
  ],
);
