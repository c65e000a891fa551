import type { ServerResponse } from 'node:http';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import type { Upload } from '../../db/schema/uploads';
import { AppError } from '../../http/app-error';
import type { ApiRequest } from '../../http/handler';
import type { Logger } from '../../http/logger';
import { sendMedia } from '../../http/send-media';
import * as lessonCaptionRepository from '../../repositories/lesson-caption-repository';
import * as uploadRepository from '../../repositories/upload-repository';
import { getFileStorage } from '../../storage/storage';
import { loadLessonAccess } from './lesson-access';

/** How long a presigned S3 address of a video works: enough to start playing, too short to pass around. */
const PRESIGNED_URL_TTL_S = 300;

interface MediaRequest {
  req: ApiRequest;
  res: ServerResponse;
  log: Logger;
  viewer: AuthUser | null;
}

/**
 * GET /api/exam/lessons/{id}/video: the lesson's video, to a viewer who may watch the lesson
 * (the lesson API's rule: a free preview for anyone, the others for enrolled learners and
 * admins). From disk it is streamed here with ranges; from S3 the viewer is sent (302) to a
 * presigned address of the object, after the same check, and S3 answers the ranges.
 */
export async function serveLessonVideo(lessonId: number, request: MediaRequest): Promise<void> {
  const { lesson } = await watchableLesson(lessonId, request.viewer);
  const upload = lesson.videoUploadId ? await uploadRepository.findById(lesson.videoUploadId) : null;
  if (!upload) throw new AppError('NOT_FOUND', 'This lesson has no video yet.');
  const storage = getFileStorage();
  if (storage.presignGet) {
    const url = await storage.presignGet(upload.storageKey, {
      expiresInS: PRESIGNED_URL_TTL_S,
      contentType: upload.contentType,
    });
    request.res.statusCode = 302;
    request.res.setHeader('Location', url);
    request.res.setHeader('Cache-Control', 'private, no-store');
    request.res.end();
    return;
  }
  await sendUpload(upload, upload.contentType, request);
}

/**
 * GET /api/exam/lessons/{id}/captions/{lang}: the lesson video's WebVTT captions in one
 * language, under the same rule. Always through the app, S3 or not: a <track> from another
 * origin would need CORS on the bucket, and a caption file is small.
 */
export async function serveLessonCaptions(lessonId: number, language: Locale, request: MediaRequest): Promise<void> {
  await watchableLesson(lessonId, request.viewer);
  const upload = await lessonCaptionRepository.findUpload(lessonId, language);
  if (!upload) throw new AppError('NOT_FOUND', 'This lesson has no captions in that language.');
  // WebVTT is UTF-8 by definition (W3C WebVTT §4.1); said outright for any other reader.
  await sendUpload(upload, 'text/vtt; charset=utf-8', request);
}

/**
 * The lesson, when the viewer may watch it. Refused with 403 whoever asks, signed in or not:
 * a media element cannot act on a 401, and the address is no page to sign in from.
 */
async function watchableLesson(lessonId: number, viewer: AuthUser | null) {
  const access = await loadLessonAccess(lessonId, viewer);
  if (access.denial) {
    throw new AppError(
      'PURCHASE_REQUIRED',
      'Only learners enrolled in this course may watch this lesson: sign in, or enrol in or buy the course.',
    );
  }
  return access;
}

function sendUpload(upload: Upload, contentType: string, { req, res, log }: MediaRequest): Promise<void> {
  const file = { storageKey: upload.storageKey, size: upload.sizeBytes, contentType, etag: `"${upload.sha256}"` };
  return sendMedia(req, res, file, getFileStorage(), log);
}
