/** An imported text file's lines, whatever its line breaks, without a UTF-8 byte order mark. */
export function linesOf(text: string): string[] {
  return withoutByteOrderMark(text).split(/\r\n|\r|\n/);
}

/** Spreadsheets save UTF-8 with a byte order mark (and Excel needs one to read it as UTF-8). */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
