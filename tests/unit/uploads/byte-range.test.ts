import { describe, expect, it } from 'vitest';
import { parseRange } from '@/server/http/byte-range';

const SIZE = 1000;
const part = (start: number, end: number) => ({ kind: 'part', start, end });

describe('parseRange (RFC 9110 §14)', () => {
  it('serves the whole file without a Range', () => {
    expect(parseRange(undefined, SIZE)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['bytes=0-0', part(0, 0)],
    ['bytes=100-199', part(100, 199)],
    ['bytes=900-', part(900, 999)],
    ['bytes=-100', part(900, 999)],
    // A last-pos past the end is cut to the end; a suffix longer than the file is all of it.
    ['bytes=990-5000', part(990, 999)],
    ['bytes=-5000', part(0, 999)],
    ['bytes=999-999', part(999, 999)],
    // The unit is case-insensitive; spaces around the specifier are tolerated.
    ['Bytes=1-2', part(1, 2)],
    ['bytes= 5-9 ', part(5, 9)],
  ])('%s → %j', (header, expected) => {
    expect(parseRange(header, SIZE)).toEqual(expected);
  });

  it.each(['bytes=1000-', 'bytes=1000-1005', 'bytes=-0', 'bytes=5000-6000,7000-'])(
    '%s starts past the end: unsatisfiable (416)',
    (header) => {
      expect(parseRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it('finds nothing satisfiable in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([
    // Not valid syntax, or another unit: ignored, as the RFC lets a server do.
    'bytes=abc',
    'bytes=',
    'bytes=5',
    'bytes=--5',
    'bytes=10-5',
    'items=0-10',
    'bytes 0-10',
    'bytes=0-10,x',
    // Several ranges: the whole file rather than multipart/byteranges.
    'bytes=0-10,20-30',
    'bytes=0-10,5000-',
  ])('%s → the whole file', (header) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'whole' });
  });
});
