import type { UploadReply } from '@/lib/uploads/upload-types';
import type { Upload } from '../../db/schema/uploads';

export function toUploadReply(row: Upload): UploadReply {
  return {
    id: row.id,
    kind: row.kind,
    original_name: row.originalName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    duration_s: row.durationS,
  };
}
