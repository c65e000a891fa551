import path from 'node:path';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteFeeder, parseBytes, type ByteParser } from '@/server/media/byte-parser';
import { mp4Duration } from '@/server/media/mp4-duration';
import { webmDuration } from '@/server/media/webm-duration';
import { mp4File, webmFile } from '../../fixtures/media-files';

/** Feeds `bytes` to a parser in chunks of the given sizes (cycled), as a stream would. */
function parseInChunks<T>(parser: ByteParser<T>, bytes: Buffer, sizes: number[]): T | null {
  const feeder = new ByteFeeder(parser);
  let offset = 0;
  for (let index = 0; offset < bytes.length; index += 1) {
    const size = sizes[index % sizes.length]!;
    feeder.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return feeder.result;
}

describe('mp4Duration', () => {
  it('reads mvhd duration over time scale, with moov before or after the media data', () => {
    expect(parseBytes(mp4Duration(), mp4File({ timeScale: 1000, duration: 61_500 }))).toBe(61.5);
    expect(parseBytes(mp4Duration(), mp4File({ timeScale: 600, duration: 36_000, moovFirst: false }))).toBe(60);
  });

  it('reads a version 1 header (64-bit times) and skips a media box with a 64-bit size', () => {
    const file = mp4File({
      version: 1,
      timeScale: 90_000,
      duration: 90_000n * 3_725n,
      largeMdat: true,
      moovFirst: false,
    });
    expect(parseBytes(mp4Duration(), file)).toBe(3_725);
  });

  it('gives the same answer whatever the chunks the bytes arrive in', () => {
    const file = mp4File({ timeScale: 44_100, duration: 44_100 * 17, moovFirst: false, mediaBytes: 10_000 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 8 }), (sizes) => {
        expect(parseInChunks(mp4Duration(), file, sizes)).toBe(17);
      }),
    );
  });

  it('is null for an unknown duration, a zero time scale, a file with no moov, or a cut-short one', () => {
    expect(parseBytes(mp4Duration(), mp4File({ duration: 0xffff_ffff }))).toBeNull();
    expect(parseBytes(mp4Duration(), mp4File({ timeScale: 0 }))).toBeNull();
    const withoutMoov = mp4File({ moovFirst: false }).subarray(0, -200);
    expect(parseBytes(mp4Duration(), withoutMoov)).toBeNull();
    expect(parseBytes(mp4Duration(), Buffer.from('not an mp4 at all, just text'))).toBeNull();
  });

  it('reads the demo lesson video: 20 s', () => {
    const sample = readFileSync(path.join(process.cwd(), 'src/server/db/seed/media/sample-lesson.mp4'));
    expect(Math.round(parseBytes(mp4Duration(), sample)!)).toBe(20);
  });
});

describe('webmDuration', () => {
  it('reads Info → Duration in milliseconds by default, as an 8- or 4-byte float', () => {
    expect(parseBytes(webmDuration(), webmFile({ duration: 12_345 }))).toBeCloseTo(12.345, 6);
    expect(parseBytes(webmDuration(), webmFile({ duration: 90_000, float32: true }))).toBe(90);
  });

  it('applies a TimestampScale given after the Duration, and reads a Segment of unknown size', () => {
    expect(parseBytes(webmDuration(), webmFile({ duration: 250, timestampScale: 100_000_000 }))).toBe(25);
    expect(parseBytes(webmDuration(), webmFile({ duration: 4_000, unknownSegmentSize: true }))).toBe(4);
  });

  it('gives the same answer whatever the chunks', () => {
    const file = webmFile({ duration: 7_000 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }), (sizes) => {
        expect(parseInChunks(webmDuration(), file, sizes)).toBe(7);
      }),
    );
  });

  it('is null without a Duration (a live recording) or for bytes that are not EBML', () => {
    expect(parseBytes(webmDuration(), webmFile())).toBeNull();
    expect(parseBytes(webmDuration(), Buffer.alloc(64))).toBeNull();
  });
});

describe('ByteFeeder', () => {
  it('passes over skipped bytes without holding them, and stops feeding once the parser is done', () => {
    function* parser(): ByteParser<string> {
      const first = yield { read: 2 };
      yield { skip: 1_000_000 };
      const last = yield { read: 3 };
      return `${Buffer.from(first).toString()}|${Buffer.from(last).toString()}`;
    }
    const feeder = new ByteFeeder(parser());
    feeder.push(Buffer.from('ab'));
    for (let index = 0; index < 1_000; index += 1) feeder.push(Buffer.alloc(1_000));
    expect(feeder.finished).toBe(false);
    feeder.push(Buffer.from('xyz and more'));
    expect(feeder.finished).toBe(true);
    expect(feeder.result).toBe('ab|xyz');
  });

  it('gives up (null) on a parser that throws or asks for an implausibly large read', () => {
    function* throwing(): ByteParser<number> {
      yield { read: 1 };
      throw new Error('bad input');
    }
    function* greedy(): ByteParser<number> {
      yield { read: 10 * 1024 * 1024 };
      return 1;
    }
    expect(parseBytes(throwing(), Buffer.alloc(4))).toBeNull();
    const feeder = new ByteFeeder(greedy());
    expect(feeder.finished).toBe(true);
    expect(feeder.result).toBeNull();
  });
});
