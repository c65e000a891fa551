// Large MP4-headed files for the video bench, generated as they are read: nothing held whole.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const CHUNK = Buffer.alloc(1024 * 1024);

/** An ISO BMFF box: 32-bit size, type, content. */
function box(type, content) {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

/**
 * The head of an MP4 of `totalBytes`: ftyp, a moov whose movie header says it lasts
 * `durationS`, and the header of an mdat (64-bit size) holding the rest, which the upload's
 * duration parser skips.
 */
function mp4Head(totalBytes, durationS) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // time scale: milliseconds
  mvhd.writeUInt32BE(durationS * 1000, 16);
  const moov = box('moov', box('mvhd', mvhd));
  const mdatHeader = Buffer.alloc(16);
  mdatHeader.writeUInt32BE(1);
  mdatHeader.write('mdat', 4, 'latin1');
  mdatHeader.writeBigUInt64BE(BigInt(totalBytes - ftyp.length - moov.length), 8);
  return Buffer.concat([ftyp, moov, mdatHeader]);
}

/** `totalBytes` of an MP4 lasting `durationS`, streamed in 1 MiB chunks of filler after its head. */
export function mp4Stream(totalBytes, durationS = 600) {
  const head = mp4Head(totalBytes, durationS);
  return Readable.from(
    (function* chunks() {
      yield head;
      for (let left = totalBytes - head.length; left > 0; left -= CHUNK.length) {
        yield left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
      }
    })(),
  );
}

export async function writeMp4File(file, totalBytes) {
  await pipeline(mp4Stream(totalBytes), createWriteStream(file));
}
