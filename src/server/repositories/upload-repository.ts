import { and, eq, inArray } from 'drizzle-orm';
import type { UploadKind } from '@/lib/uploads/upload-kinds';
import { getDb } from '../db/client';
import { uploads, type NewUpload, type Upload } from '../db/schema/uploads';
import type { Executor } from '../db/types';

/** Database access for `uploads` (the files' records; the bytes are in file storage). */

/** Inserts the record; null when an upload of the same kind with the same sha256 exists already. */
export async function insertUnlessKnown(values: NewUpload, db: Executor = getDb()): Promise<Upload | null> {
  const [row] = await db
    .insert(uploads)
    .values(values)
    .onConflictDoNothing({ target: [uploads.kind, uploads.sha256] })
    .returning();
  return row ?? null;
}

export async function findById(id: string, db: Executor = getDb()): Promise<Upload | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/** The upload of `kind` whose bytes hash to `sha256`, or null. */
export async function findByContent(kind: UploadKind, sha256: string, db: Executor = getDb()): Promise<Upload | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.kind, kind), eq(uploads.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

/** Points a record at another copy of its bytes in storage. */
export async function updateStorageKey(id: string, storageKey: string, db: Executor = getDb()): Promise<Upload> {
  const [row] = await db.update(uploads).set({ storageKey }).where(eq(uploads.id, id)).returning();
  if (!row) throw new Error(`upload ${id} vanished while its storage key was replaced`);
  return row;
}

export async function findByIds(ids: readonly string[], db: Executor = getDb()): Promise<Upload[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
}
