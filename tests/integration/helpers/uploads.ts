import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import type { UploadKind } from '@/lib/uploads/upload-kinds';
import { getDb } from '@/server/db/client';
import { lessonCaptions, lessons } from '@/server/db/schema/curriculum';
import type { Upload } from '@/server/db/schema/uploads';
import { storeUpload } from '@/server/services/uploads/store-upload';
import { mp4File, WEBVTT_CAPTIONS } from '../../fixtures/media-files';

/** A file put into storage the way uploads are (the same bytes twice are the same upload). */
export function storeTestUpload(kind: UploadKind, bytes: Buffer, name = `test-${kind}`): Promise<Upload> {
  return storeUpload({ kind, originalName: name, body: Readable.from([bytes]), createdBy: null });
}

/** The test video every lesson of the test curricula plays: an MP4 of 60 s and ~40 kB. */
export const TEST_VIDEO = mp4File({ timeScale: 1000, duration: 60_000, mediaBytes: 40_000 });

export function storeTestVideo(): Promise<Upload> {
  return storeTestUpload('video', TEST_VIDEO, 'lesson.mp4');
}

export async function setLessonVideo(lessonIds: number[], upload: Upload | null): Promise<void> {
  await getDb()
    .update(lessons)
    .set({ videoUploadId: upload?.id ?? null })
    .where(inArray(lessons.id, lessonIds));
}

/** Gives a lesson captions in `language` (a WebVTT file of its own, or the test one). */
export async function addLessonCaptions(lessonId: number, language: Locale, bytes = WEBVTT_CAPTIONS): Promise<Upload> {
  const upload = await storeTestUpload('caption', bytes, `lesson.${language}.vtt`);
  await getDb().insert(lessonCaptions).values({ lessonId, language, uploadId: upload.id });
  return upload;
}
