import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client';
import type { ContentLanguage } from '../db/schema/catalog';
import { lessonCaptions } from '../db/schema/curriculum';
import { uploads, type Upload } from '../db/schema/uploads';
import type { Executor } from '../db/types';

/** Database access for `lesson_captions`: which caption file a lesson has in each language. */

/** The languages a lesson has captions in, in a stable order. */
export async function listLanguages(lessonId: number, db: Executor = getDb()): Promise<ContentLanguage[]> {
  const rows = await db
    .select({ language: lessonCaptions.language })
    .from(lessonCaptions)
    .where(eq(lessonCaptions.lessonId, lessonId))
    .orderBy(asc(lessonCaptions.language));
  return rows.map((row) => row.language);
}

/** The caption file of a lesson in one language, or null. */
export async function findUpload(
  lessonId: number,
  language: ContentLanguage,
  db: Executor = getDb(),
): Promise<Upload | null> {
  const [row] = await db
    .select({ upload: uploads })
    .from(lessonCaptions)
    .innerJoin(uploads, eq(uploads.id, lessonCaptions.uploadId))
    .where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.language, language)))
    .limit(1);
  return row?.upload ?? null;
}

/** Gives lessons a caption file in `language`, leaving those that have one alone. */
export async function addMissing(
  lessonIds: number[],
  language: ContentLanguage,
  uploadId: string,
  db: Executor = getDb(),
): Promise<void> {
  if (lessonIds.length === 0) return;
  await db
    .insert(lessonCaptions)
    .values(lessonIds.map((lessonId) => ({ lessonId, language, uploadId })))
    .onConflictDoNothing({ target: [lessonCaptions.lessonId, lessonCaptions.language] });
}

/** Gives a lesson this caption file in `language` (replacing one it had), or none with null. */
export async function set(
  lessonId: number,
  language: ContentLanguage,
  uploadId: string | null,
  db: Executor = getDb(),
): Promise<void> {
  if (uploadId === null) {
    await db
      .delete(lessonCaptions)
      .where(and(eq(lessonCaptions.lessonId, lessonId), eq(lessonCaptions.language, language)));
    return;
  }
  await db
    .insert(lessonCaptions)
    .values({ lessonId, language, uploadId })
    .onConflictDoUpdate({ target: [lessonCaptions.lessonId, lessonCaptions.language], set: { uploadId } });
}

/** Every caption file of the lessons, with its upload: the back office's curriculum shows them. */
export async function listForLessons(lessonIds: readonly number[], db: Executor = getDb()) {
  if (lessonIds.length === 0) return [];
  return db
    .select({ lessonId: lessonCaptions.lessonId, language: lessonCaptions.language, upload: uploads })
    .from(lessonCaptions)
    .innerJoin(uploads, eq(uploads.id, lessonCaptions.uploadId))
    .where(inArray(lessonCaptions.lessonId, [...lessonIds]));
}
