import { readFileSync } from 'node:fs';

/**
 * The length of an MP4 file in seconds, as its movie header (`moov` → `mvhd`) records it:
 * the duration over the time scale. ISO/IEC 14496-12 §4.2 and §8.2.2: a box is a 32-bit
 * size (1: a 64-bit size follows the type; 0: to the end of the file) and a 4-letter type;
 * `mvhd` version 1 widens its times and duration to 64 bits. Enough to check a seed against
 * the videos it references, with no ffprobe on the machine.
 */
export function mp4DurationSeconds(file: string): number {
  const bytes = readFileSync(file);
  const moov = findBox(bytes, 0, bytes.length, 'moov');
  const mvhd = moov && findBox(bytes, moov.start, moov.end, 'mvhd');
  if (!mvhd) throw new Error(`${file}: no moov/mvhd box`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + mvhd.start, mvhd.end - mvhd.start);
  const version = view.getUint8(0);
  // After version (1 byte) and flags (3): creation and modification times, then the scale.
  const timeScale = version === 1 ? view.getUint32(20) : view.getUint32(12);
  const duration = version === 1 ? Number(view.getBigUint64(24)) : view.getUint32(16);
  return duration / timeScale;
}

/** The content (after the header) of the first box of `type` between `from` and `to`. */
function findBox(bytes: Buffer, from: number, to: number, type: string): { start: number; end: number } | null {
  let offset = from;
  while (offset + 8 <= to) {
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header) return null;
    if (bytes.toString('latin1', offset + 4, offset + 8) === type) {
      return { start: offset + header, end: Math.min(offset + size, to) };
    }
    offset += size;
  }
  return null;
}
