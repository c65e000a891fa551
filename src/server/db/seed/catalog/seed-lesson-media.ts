import { createReadStream } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { storeUpload } from '../../../services/uploads/store-upload';
import * as lessonCaptionRepository from '../../../repositories/lesson-caption-repository';
import { courses } from '../../schema/catalog';
import { lessons, sections } from '../../schema/curriculum';
import type { Upload } from '../../schema/uploads';
import type { Executor } from '../../types';

/**
 * The demo lessons' video and captions. They live outside public/ — where anyone with the
 * address could fetch them — beside the seed that loads them, committed so a fresh clone
 * has them. Read from the working directory (as public/ is): the server's bundle does not
 * sit next to its sources. `scripts/make-sample-video.sh` made them.
 */
const MEDIA_DIR = path.join(process.cwd(), 'src/server/db/seed/media');
const SAMPLE_VIDEO_FILE = 'sample-lesson.mp4';
const SAMPLE_CAPTION_FILES: Record<Locale, string> = { en: 'sample-lesson.en.vtt', vi: 'sample-lesson.vi.vtt' };

export interface SampleLessonMedia {
  video: Upload & { durationS: number };
  captions: Record<Locale, Upload>;
}

/**
 * Puts the sample lesson video and its captions through the same code as an admin's upload
 * (storeUpload: type by content, sha256, size, the duration read from the MP4). Idempotent:
 * the same bytes are the same upload on every run.
 */
export async function storeSampleLessonMedia(db: Executor): Promise<SampleLessonMedia> {
  const store = (kind: 'video' | 'caption', file: string) =>
    storeUpload({ kind, originalName: file, body: createReadStream(path.join(MEDIA_DIR, file)), createdBy: null }, db);
  const video = await store('video', SAMPLE_VIDEO_FILE);
  if (video.durationS === null) throw new Error(`seed: the duration of ${SAMPLE_VIDEO_FILE} could not be read`);
  return {
    video: { ...video, durationS: video.durationS },
    captions: {
      en: await store('caption', SAMPLE_CAPTION_FILES.en),
      vi: await store('caption', SAMPLE_CAPTION_FILES.vi),
    },
  };
}

/**
 * Every lesson of the demo courses (by slug) plays the sample video, lasts as long as it
 * does and has its captions. Lessons seeded before videos went through storage (their
 * `video_url` dropped by the migration) get it now; a video an admin has put on a lesson
 * is left alone.
 */
export async function attachSampleLessonMedia(
  db: Executor,
  courseSlugs: string[],
  media: SampleLessonMedia,
): Promise<void> {
  const demoLessons = db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .where(inArray(courses.slug, courseSlugs));
  await db
    .update(lessons)
    .set({ videoUploadId: media.video.id })
    .where(and(isNull(lessons.videoUploadId), inArray(lessons.id, demoLessons)));
  await db
    .update(lessons)
    .set({ durationS: media.video.durationS })
    .where(and(eq(lessons.videoUploadId, media.video.id), ne(lessons.durationS, media.video.durationS)));
  const withSample = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.videoUploadId, media.video.id));
  const ids = withSample.map((row) => row.id);
  for (const [language, upload] of Object.entries(media.captions) as [Locale, Upload][]) {
    await lessonCaptionRepository.addMissing(ids, language, upload.id, db);
  }
}
