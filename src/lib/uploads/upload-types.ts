/**
 * The reply of POST /api/admin/uploads, built by src/server/services/uploads and read by the
 * back office's upload field. A zod schema with its type inferred; browser code imports the
 * type only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { UPLOAD_KINDS } from './upload-kinds';

export const uploadSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(UPLOAD_KINDS),
    original_name: z.string(),
    content_type: z.string().describe('As read from the bytes (magic bytes), not as sent.'),
    size_bytes: z.int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    duration_s: z
      .int()
      .min(0)
      .nullable()
      .describe("A video's length in whole seconds, from its own header; null for other kinds, or when unreadable."),
  })
  .meta({
    id: 'Upload',
    description:
      'A file in storage. Sending the same bytes again as the same kind (a retry) answers the upload stored before.',
  });
export type UploadReply = z.infer<typeof uploadSchema>;
