/**
 * The Range header of a GET, read as RFC 9110 §14 says, for a representation of `size`
 * bytes. One range is served as a 206; a header that does not parse, names another unit,
 * or asks for several ranges is answered with the whole file (200), which the RFC allows
 * ("a server MAY ignore the Range header field") and which spares a multipart/byteranges
 * reply no media player asks for. A range that starts past the end — or, among several,
 * none that is satisfiable — is a 416.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

// "bytes" (case-insensitive, §14.1), "=", then a comma-separated list with optional spaces.
const RANGES_SPECIFIER = /^bytes=(.*)$/i;
// first-pos "-" [ last-pos ], or "-" suffix-length (§14.1.1).
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/;

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const set = RANGES_SPECIFIER.exec(header.trim())?.[1];
  if (set === undefined) return WHOLE;
  const specs = set.split(',').map((spec) => spec.trim());
  const ranges: RangeAnswer[] = [];
  for (const spec of specs) {
    const range = satisfiable(spec, size);
    if (range === null) return WHOLE;
    ranges.push(range);
  }
  const served = ranges.filter((range) => range.kind === 'part');
  if (served.length === 0) return UNSATISFIABLE;
  return ranges.length === 1 ? served[0]! : WHOLE;
}

/** One range-spec: the bytes it selects, unsatisfiable, or null when it is not valid syntax. */
function satisfiable(spec: string, size: number): RangeAnswer | null {
  const match = RANGE_SPEC.exec(spec);
  if (!match) return null;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) {
    const length = Number(suffix);
    // The last `length` bytes: all of them when the file is shorter (§14.1.2).
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  // A last-pos before its first-pos makes the spec invalid, not unsatisfiable (§14.1.1).
  if (last !== '' && end < start) return null;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
