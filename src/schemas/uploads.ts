import * as z from 'zod';
import { UPLOAD_KINDS } from '@/lib/uploads/upload-kinds';

/** POST /api/admin/uploads?kind&name: what the raw body is, and the name it had on the sender's side. */
export const uploadQuerySchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  name: z
    .string()
    .trim()
    .min(1)
    .max(255)
    // A name, not a path: no separators, no control characters.
    .regex(/^[^/\\\p{Cc}]+$/u, 'Must be a file name, without a path or control characters'),
});
export type UploadQuery = z.output<typeof uploadQuerySchema>;
