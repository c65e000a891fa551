import type { ByteParser } from './byte-parser';

/**
 * The length of an MP4 (ISO base media file) in seconds, as its movie header records it:
 * `moov` → `mvhd` duration over its time scale (ISO/IEC 14496-12 §8.2.2). `moov` may come
 * before the media data (a "fast start" file) or after it, as a camera writes it: the boxes
 * before it are skipped by their sizes, however large. Null when the file has no readable
 * movie header, or says its duration is unknown.
 */
export function* mp4Duration(): ByteParser<number | null> {
  // Top level: ftyp, free, mdat… until moov.
  for (;;) {
    const box = yield* boxHeader();
    if (box.type === 'moov') {
      return yield* movieDuration(box.size === null ? Infinity : box.size - box.headerSize);
    }
    if (box.size === null) return null;
    yield { skip: box.size - box.headerSize };
  }
}

/** The `mvhd` inside a `moov` of `length` content bytes. */
function* movieDuration(length: number): ByteParser<number | null> {
  let left = length;
  while (left >= 8) {
    const box = yield* boxHeader();
    const contentSize = (box.size ?? left) - box.headerSize;
    left -= box.size ?? left;
    if (box.type !== 'mvhd') {
      yield { skip: contentSize };
      continue;
    }
    // version (1 byte) and flags (3); version 1 widens the times and the duration to 64 bits.
    const [version] = yield { read: 4 };
    const fields = yield { read: version === 1 ? 28 : 16 };
    const view = new DataView(fields.buffer, fields.byteOffset, fields.byteLength);
    const timeScale = version === 1 ? view.getUint32(16) : view.getUint32(8);
    const duration = version === 1 ? view.getBigUint64(20) : BigInt(view.getUint32(12));
    // All ones: "duration unknown" (§8.2.2.3).
    const unknown = version === 1 ? 0xffff_ffff_ffff_ffffn : 0xffff_ffffn;
    if (timeScale === 0 || duration === unknown) return null;
    return Number(duration) / timeScale;
  }
  return null;
}

interface BoxHeader {
  type: string;
  /** The whole box's size, header included; null for "to the end of the file". */
  size: number | null;
  headerSize: number;
}

/** A box's header (§4.2): a 32-bit size (1: a 64-bit size follows the type; 0: to the end) and a 4-letter type. */
function* boxHeader(): ByteParser<BoxHeader> {
  const head = yield { read: 8 };
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const type = String.fromCharCode(...head.subarray(4, 8));
  const size = view.getUint32(0);
  if (size === 0) return { type, size: null, headerSize: 8 };
  if (size !== 1) {
    if (size < 8) throw new Error(`box ${type} is smaller than its header`);
    return { type, size, headerSize: 8 };
  }
  const large = yield { read: 8 };
  const largeSize = Number(new DataView(large.buffer, large.byteOffset, 8).getBigUint64(0));
  if (largeSize < 16) throw new Error(`box ${type} is smaller than its header`);
  return { type, size: largeSize, headerSize: 16 };
}
