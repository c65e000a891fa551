import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './orders';
import { uploads } from './uploads';

/**
 * Downloadable source-code products (spec §7 "Source code"): the product, the facets it is
 * filtered by (groups of options, spec §3 "category option") and who may download it.
 * The archive itself lives in file storage (local folder or S3) under `file_key`.
 */

export const sourceCodeFilterGroups = pgTable(
  'source_code_filter_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('source_code_filter_groups_slug_unique').on(table.slug)],
);

export const sourceCodeFilters = pgTable(
  'source_code_filters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => sourceCodeFilterGroups.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('source_code_filters_slug_unique').on(table.slug),
    index('source_code_filters_group_id_idx').on(table.groupId),
  ],
);

export const sourceCodes = pgTable(
  'source_codes',
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
    /** Screenshots, in display order. */
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Technologies, as their own names (React, PostgreSQL…): the same in every language. */
    techStack: text('tech_stack')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: text('version').notNull(),
    demoUrl: text('demo_url'),
    /** Integer VND; 0 = free (granted by a zero-total order, without payment). */
    priceVnd: integer('price_vnd').notNull().default(0),
    /** Where the archive is in file storage; never sent to clients. */
    fileKey: text('file_key').notNull(),
    /** The name the download is saved under. */
    fileName: text('file_name').notNull(),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }).notNull(),
    // Denormalised for sorting by popularity; the grant keeps it in step.
    salesCount: integer('sales_count').notNull().default(0),
    /** Null = draft: not listed, not sold. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('source_codes_slug_unique').on(table.slug),
    index('source_codes_published_at_idx').on(table.publishedAt),
    check('source_codes_price_not_negative', sql`${table.priceVnd} >= 0`),
    check('source_codes_file_size_not_negative', sql`${table.fileSizeBytes} >= 0`),
  ],
);

export type SourceCode = typeof sourceCodes.$inferSelect;
export type NewSourceCode = typeof sourceCodes.$inferInsert;

export const sourceCodeProductFilters = pgTable(
  'source_code_product_filters',
  {
    sourceCodeId: integer('source_code_id')
      .notNull()
      .references(() => sourceCodes.id, { onDelete: 'cascade' }),
    filterId: integer('filter_id')
      .notNull()
      .references(() => sourceCodeFilters.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sourceCodeId, table.filterId] }),
    index('source_code_product_filters_filter_id_idx').on(table.filterId),
  ],
);

/** The right to download a source-code product, written when its order is paid. */
export const sourceCodePurchases = pgTable(
  'source_code_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceCodeId: integer('source_code_id')
      .notNull()
      .references(() => sourceCodes.id, { onDelete: 'cascade' }),
    /** The order that granted it (null for a right given by hand). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('source_code_purchases_user_product_unique').on(table.userId, table.sourceCodeId)],
);

/**
 * Every version of a product's archive, newest last. The product row carries the latest
 * one (`version`, `file_key`, …), which is what buyers download; earlier versions stay here
 * with their changelog, and their files stay in storage.
 */
export const sourceCodeVersions = pgTable(
  'source_code_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceCodeId: integer('source_code_id')
      .notNull()
      .references(() => sourceCodes.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    changelogEn: text('changelog_en').notNull(),
    changelogVi: text('changelog_vi').notNull(),
    /** The archive uploaded through POST /api/admin/uploads (null for the seed's first version). */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }).notNull(),
    /** Who published it; null once that account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('source_code_versions_product_version_unique').on(table.sourceCodeId, table.version)],
);

export type SourceCodeVersion = typeof sourceCodeVersions.$inferSelect;
