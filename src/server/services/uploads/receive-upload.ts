import type { IncomingMessage } from 'node:http';
import { formatBytes } from '@/lib/format/bytes';
import type { UploadReply } from '@/lib/uploads/upload-types';
import { UPLOAD_LIMIT_BYTES } from '@/lib/uploads/upload-kinds';
import type { UploadQuery } from '@/schemas/uploads';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../admin/record-audit';
import { toUploadReply } from './upload-dto';
import { storeUpload } from './store-upload';

/**
 * POST /api/admin/uploads: the request's raw body is the file. Its declared length is
 * checked against the kind's limit before a byte is read (a 3 GB video is refused at once,
 * not after 2 GB), then the body streams into storage (storeUpload).
 */
export async function receiveUpload(req: IncomingMessage, query: UploadQuery, admin: AuthUser): Promise<UploadReply> {
  const declared = declaredLength(req);
  if (declared === null) {
    throw new AppError('LENGTH_REQUIRED', 'Send the file as the request body, with its Content-Length.');
  }
  const limit = UPLOAD_LIMIT_BYTES[query.kind];
  if (declared > limit) {
    throw new AppError(
      'FILE_TOO_LARGE',
      `A ${query.kind} file may be at most ${formatBytes(limit)}; this one is ${formatBytes(declared)}.`,
    );
  }
  try {
    const upload = toUploadReply(
      await storeUpload({ kind: query.kind, originalName: query.name, body: req, createdBy: admin.id }),
    );
    // After the file is stored and its row written (the same bytes again answer that row: a
    // retry is recorded too, as the admin did send it).
    await recordAudit(getDb(), admin, {
      action: 'upload.create',
      entityType: 'upload',
      entityId: upload.id,
      after: {
        kind: upload.kind,
        original_name: upload.original_name,
        size_bytes: upload.size_bytes,
        sha256: upload.sha256,
      },
    });
    return upload;
  } catch (error) {
    // The rest of the body (at most the declared length) is read and dropped, so that the
    // sender, still sending, gets to read the refusal.
    req.resume();
    throw error;
  }
}

/** The Content-Length of a body sent whole; null for a chunked body or a missing or malformed header. */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined || header === undefined || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}
