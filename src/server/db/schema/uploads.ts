import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { UPLOAD_KINDS } from '@/lib/uploads/upload-kinds';
import { users } from './auth';

/**
 * Files put into file storage (FILES_DIR or S3) through POST /api/admin/uploads or the seed:
 * lesson videos and their captions, images, archives. The bytes live in storage under
 * `storage_key`; the row says what they are, as read from the bytes themselves (type by
 * magic bytes, size, sha256, a video's duration), never as the sender named them.
 */

export const uploadKind = pgEnum('upload_kind', UPLOAD_KINDS);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: uploadKind('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The file's name on the sender's machine, for people; never a path. */
    originalName: text('original_name').notNull(),
    /** As detected from the content (src/lib/uploads/detect-file-type.ts). */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Lower-case hex; also the strong ETag the file is served with. */
    sha256: text('sha256').notNull(),
    /** Whole seconds, read from the video's own header; null for other kinds or an unreadable header. */
    durationS: integer('duration_s'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_storage_key_unique').on(table.storageKey),
    // The same bytes sent again as the same kind are the same upload (a retry): see storeUpload.
    uniqueIndex('uploads_kind_sha256_unique').on(table.kind, table.sha256),
    index('uploads_created_by_idx').on(table.createdBy),
    check('uploads_size_not_negative', sql`${table.sizeBytes} >= 0`),
    check('uploads_sha256_hex', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
    check('uploads_duration_not_negative', sql`${table.durationS} >= 0`),
  ],
);

export type Upload = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
