/**
 * GIFT's lexical rules (https://docs.moodle.org/en/GIFT_format, and Moodle's own reader,
 * question/format/gift/format.php): a backslash escapes the next character, so the
 * structure is found by scanning for the special characters no backslash escapes, and
 * each piece of text is unescaped only once it has been cut out.
 */

/** Index of the first `needle` at or after `from` that is not escaped; -1 when none. */
export function findUnescaped(text: string, needle: string, from = 0): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text.startsWith(needle, index)) return index;
  }
  return -1;
}

/** Index of the last `needle` that is not escaped; -1 when none. */
export function findLastUnescaped(text: string, needle: string): number {
  let last = -1;
  for (let found = findUnescaped(text, needle); found !== -1; found = findUnescaped(text, needle, found + 1)) {
    last = found;
  }
  return last;
}

/**
 * `text` cut before each unescaped character of `markers`, each piece starting with its
 * marker; what comes before the first marker is the first piece (possibly empty).
 */
export function splitBeforeUnescaped(text: string, markers: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (markers.includes(text[index]!)) {
      pieces.push(text.slice(start, index));
      start = index;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** `text` cut at the unescaped `separator`s, at most `limit` pieces (the last keeps the rest). */
export function splitUnescaped(text: string, separator: string, limit = Infinity): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let found = findUnescaped(text, separator); found !== -1 && pieces.length < limit - 1;) {
    pieces.push(text.slice(start, found));
    start = found + separator.length;
    found = findUnescaped(text, separator, start);
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** The formats a text may announce; the site stores what follows as written. */
const FORMAT_PREFIX = /^\[(?:moodle|html|plain|markdown)\]/;
const ESCAPED = /\\([\\:#={}~n])/g;

/**
 * A piece of GIFT as plain text: trimmed, without its `[html]`-style format prefix, and
 * with `\:` `\#` `\=` `\{` `\}` `\~` `\\` unescaped and `\n` made a line break. (A
 * backslash before any other character is kept, as Moodle keeps it.)
 */
export function giftText(raw: string): string {
  const text = raw.trim().replace(FORMAT_PREFIX, '');
  return text.replace(ESCAPED, (_escape, character: string) => (character === 'n' ? '\n' : character)).trim();
}
