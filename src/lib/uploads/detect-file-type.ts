import type { UploadKind } from './upload-kinds';

/**
 * What a file is, read from its first bytes (its "magic number"), never from its name or
 * the Content-Type it was sent with: both are the sender's word. The server decides with it
 * (src/server/services/uploads/upload-inspector.ts); the back office's upload field asks the
 * same question of a chosen file before sending it.
 */

/** How many leading bytes every signature below needs at most. */
export const FILE_TYPE_HEAD_BYTES = 16;

interface Signature {
  contentType: string;
  /** `head`: the file's first FILE_TYPE_HEAD_BYTES bytes, or the whole file when it is shorter. */
  matches(head: Uint8Array): boolean;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * HEIF and AVIF images are ISO base media files too, with an `ftyp` box like an MP4's: their
 * major brands tell them apart (ISO/IEC 23008-12 Annex B, AV1 Image File Format §9).
 */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const MP4: Signature = {
  contentType: 'video/mp4',
  // ISO/IEC 14496-12 §4.3: the file starts with its `ftyp` box (size, "ftyp", major brand).
  matches: (head) =>
    startsWith(head, ascii('ftyp'), 4) &&
    head.length >= 12 &&
    !IMAGE_BRANDS.has(String.fromCharCode(...head.subarray(8, 12))),
};

// The EBML header's ID (RFC 8794 §8.1); WebM is Matroska's subset for the web.
const WEBM: Signature = { contentType: 'video/webm', matches: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WEBVTT_MAGIC = ascii('WEBVTT');
// After "WEBVTT": a space, a tab or a line terminator, or nothing at all (W3C WebVTT §4.1).
const WEBVTT_FOLLOWERS = new Set([0x20, 0x09, 0x0a, 0x0d]);

const WEBVTT: Signature = {
  contentType: 'text/vtt',
  matches: (head) => {
    const start = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
    if (!startsWith(head, WEBVTT_MAGIC, start)) return false;
    const next = head[start + WEBVTT_MAGIC.length];
    return next === undefined ? head.length < FILE_TYPE_HEAD_BYTES : WEBVTT_FOLLOWERS.has(next);
  },
};

const IMAGES: readonly Signature[] = [
  { contentType: 'image/png', matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/gif',
    matches: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  },
  {
    contentType: 'image/webp',
    matches: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  },
];

const ARCHIVES: readonly Signature[] = [
  // A local file header: an archive with at least one entry.
  { contentType: 'application/zip', matches: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) },
  // RFC 1952: ID1 ID2, then CM = 8 (deflate), the only method defined.
  { contentType: 'application/gzip', matches: (head) => startsWith(head, [0x1f, 0x8b, 0x08]) },
  {
    contentType: 'application/x-7z-compressed',
    matches: (head) => startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  },
];

const SIGNATURES: Readonly<Record<UploadKind, readonly Signature[]>> = {
  video: [MP4, WEBM],
  caption: [WEBVTT],
  image: IMAGES,
  archive: ARCHIVES,
};

/** The content types each kind accepts, for messages and a file input's `accept`. */
export const ACCEPTED_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  video: SIGNATURES.video.map((signature) => signature.contentType),
  caption: SIGNATURES.caption.map((signature) => signature.contentType),
  image: SIGNATURES.image.map((signature) => signature.contentType),
  archive: SIGNATURES.archive.map((signature) => signature.contentType),
};

/**
 * The content type of a file of `kind` whose first bytes are `head` (the first
 * FILE_TYPE_HEAD_BYTES bytes, or the whole file when it is shorter); null when the bytes
 * are none of the formats the kind accepts.
 */
export function detectFileType(kind: UploadKind, head: Uint8Array): string | null {
  return SIGNATURES[kind].find((signature) => signature.matches(head))?.contentType ?? null;
}
