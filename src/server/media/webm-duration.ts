import type { ByteParser } from './byte-parser';

// Element IDs (RFC 9559 §5.1), written with their length markers.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const DEFAULT_TIMESTAMP_SCALE_NS = 1_000_000;

/**
 * The length of a WebM (Matroska) file in seconds: Segment → Info → Duration, a float in
 * units of the Info's TimestampScale (nanoseconds per unit, 1,000,000 unless it says
 * otherwise) (RFC 9559 §5.1.2). Elements before the Info are skipped by their sizes. Null
 * when the file has no Duration (a live recording), or hides it behind an element of
 * unknown size.
 */
export function* webmDuration(): ByteParser<number | null> {
  // Top level: the EBML header, then the Segment.
  for (;;) {
    const element = yield* elementHeader();
    if (element.id === SEGMENT) break;
    if (element.size === null) return null;
    yield { skip: element.size };
  }
  // Inside the Segment: SeekHead, Void… until Info.
  for (;;) {
    const element = yield* elementHeader();
    if (element.size === null) return null;
    if (element.id === INFO) return yield* infoDuration(element.size);
    yield { skip: element.size };
  }
}

function* infoDuration(length: number): ByteParser<number | null> {
  let scaleNs = DEFAULT_TIMESTAMP_SCALE_NS;
  let duration: number | null = null;
  let left = length;
  while (left > 0) {
    const element = yield* elementHeader();
    if (element.size === null) return null;
    left -= element.headerSize + element.size;
    if (element.id === TIMESTAMP_SCALE && element.size >= 1 && element.size <= 8) {
      scaleNs = unsignedInteger(yield { read: element.size });
    } else if (element.id === DURATION && (element.size === 4 || element.size === 8)) {
      const bytes = yield { read: element.size };
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      duration = element.size === 4 ? view.getFloat32(0) : view.getFloat64(0);
    } else {
      yield { skip: element.size };
    }
  }
  if (duration === null || !Number.isFinite(duration) || duration < 0) return null;
  return (duration * scaleNs) / 1e9;
}

interface ElementHeader {
  id: number;
  /** The content's size; null when the element says it is unknown (it runs to its parent's end). */
  size: number | null;
  headerSize: number;
}

/** An element's ID (a variable-length integer kept with its marker) and its data size (RFC 8794 §4–§6). */
function* elementHeader(): ByteParser<ElementHeader> {
  const id = yield* variableInteger(4);
  const size = yield* variableInteger(8);
  const unknownSize = size.value === 2 ** (7 * size.length) - 1;
  return {
    id: id.raw,
    size: unknownSize ? null : size.value,
    headerSize: id.length + size.length,
  };
}

/**
 * An EBML variable-length integer: the count of leading zero bits of its first byte says
 * how many more bytes follow. `raw` keeps the length marker (how IDs are written), `value`
 * drops it (how sizes are read).
 */
function* variableInteger(maxLength: number): ByteParser<{ raw: number; value: number; length: number }> {
  const [first = 0] = yield { read: 1 };
  const length = Math.clz32(first) - 23;
  if (first === 0 || length > maxLength) throw new Error('not an EBML variable-length integer');
  const rest = length > 1 ? yield { read: length - 1 } : new Uint8Array(0);
  let raw = first;
  let value = first & (0xff >> length);
  for (const byte of rest) {
    raw = raw * 256 + byte;
    value = value * 256 + byte;
  }
  return { raw, value, length };
}

function unsignedInteger(bytes: Uint8Array): number {
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}
