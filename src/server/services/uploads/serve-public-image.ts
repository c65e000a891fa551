import type { ServerResponse } from 'node:http';
import { AppError } from '../../http/app-error';
import type { ApiRequest } from '../../http/handler';
import type { Logger } from '../../http/logger';
import { sendMedia } from '../../http/send-media';
import * as uploadRepository from '../../repositories/upload-repository';
import { getFileStorage } from '../../storage/storage';

/** An upload's bytes never change under its id: any cache may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/files/images/{id}: an uploaded image (a course's thumbnail), public as the page
 * showing it is. Only images: a video, its captions or an archive is never served here
 * (404 alike), they have their own checked routes.
 */
export async function servePublicImage(id: string, req: ApiRequest, res: ServerResponse, log: Logger): Promise<void> {
  const upload = await uploadRepository.findById(id);
  if (!upload || upload.kind !== 'image') throw new AppError('NOT_FOUND', 'No such image.');
  await sendMedia(
    req,
    res,
    {
      storageKey: upload.storageKey,
      size: upload.sizeBytes,
      contentType: upload.contentType,
      etag: `"${upload.sha256}"`,
      cacheControl: IMMUTABLE,
    },
    getFileStorage(),
    log,
  );
}
