/**
 * What POST /api/admin/uploads accepts, and how much of each: one list for the server (the
 * route refuses a declared length over the limit before reading, and stops a stream that
 * runs past it) and the back office's upload field (which refuses the file before sending).
 */
export const UPLOAD_KINDS = ['video', 'caption', 'image', 'archive'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MiB = 1024 * 1024;

/** The largest file of each kind, in bytes. */
export const UPLOAD_LIMIT_BYTES: Readonly<Record<UploadKind, number>> = {
  video: 2 * 1024 * MiB,
  caption: 1 * MiB,
  image: 10 * MiB,
  archive: 500 * MiB,
};
