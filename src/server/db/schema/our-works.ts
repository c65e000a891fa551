import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The outsourcing showcase (issue 6): projects the team delivered for clients. Written in
 * both languages, so the words are `*_en` / `*_vi` columns like the catalogue's; the back
 * office (issue 23) writes them, and a draft's may still be empty.
 */
export const ourWorks = pgTable(
  'our_works',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Natural key: the seed upserts by it.
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    /** The client's name, a proper noun (the same in both languages). */
    clientName: text('client_name').notNull(),
    industryEn: text('industry_en').notNull(),
    industryVi: text('industry_vi').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryVi: text('summary_vi').notNull(),
    outcomeEn: text('outcome_en').notNull(),
    outcomeVi: text('outcome_vi').notNull(),
    /** Technologies, in the order the project page lists them. */
    stack: text('stack').array().notNull(),
    /** Paths under /public (or absolute URLs); the first one is the cover. */
    images: text('images').array().notNull(),
    year: integer('year').notNull(),
    /** Showcase order: lower first (ties by id). */
    position: integer('position').notNull().default(0),
    /** Null while a draft: the public showcase shows published projects only. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('our_works_slug_unique').on(table.slug)],
);

export type OurWork = typeof ourWorks.$inferSelect;
export type NewOurWork = typeof ourWorks.$inferInsert;
