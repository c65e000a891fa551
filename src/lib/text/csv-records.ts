/**
 * CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180): fields separated by
 * commas, records by line breaks; a field holding a comma, a quote or a line break is
 * quoted, a quote inside it doubled. Reading also takes LF or CR line breaks, a UTF-8 byte
 * order mark, and (like spreadsheets) a quote in the middle of an unquoted field as a
 * plain character.
 */
import { withoutByteOrderMark } from './text-lines';

export interface CsvRecord {
  /** 1-based line where the record starts (a quoted field may span lines). */
  line: number;
  fields: string[];
}

interface CsvProblem {
  code: 'UNCLOSED_QUOTE' | 'MALFORMED_QUOTE';
  message: string;
  line: number;
}

/**
 * The records of `text` in order, up to the first problem, if any: what follows an unclosed
 * quote, or a quote closed before the field's end, cannot be told apart reliably. A final
 * line break does not start a record.
 */
export function readCsv(text: string): { records: CsvRecord[]; problem: CsvProblem | null } {
  const source = withoutByteOrderMark(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let recordLine = 1;
  let line = 1;
  let index = 0;

  while (index < source.length || fields.length > 0) {
    let field: string;
    if (source[index] === '"') {
      const openedOn = line;
      field = '';
      index += 1;
      for (;;) {
        const quote = source.indexOf('"', index);
        if (quote === -1) {
          return {
            records,
            problem: { code: 'UNCLOSED_QUOTE', message: 'A quoted field is never closed.', line: openedOn },
          };
        }
        const chunk = source.slice(index, quote);
        line += lineBreaksIn(chunk);
        field += chunk;
        if (source[quote + 1] !== '"') {
          index = quote + 1;
          break;
        }
        field += '"';
        index = quote + 2;
      }
      if (index < source.length && !isFieldEnd(source, index)) {
        const problem = {
          code: 'MALFORMED_QUOTE',
          message: 'A quoted field goes on after its closing quote.',
          line,
        } as const;
        return { records, problem };
      }
    } else {
      let end = index;
      while (end < source.length && !isFieldEnd(source, end)) end += 1;
      field = source.slice(index, end);
      index = end;
    }
    fields.push(field);

    if (source[index] === ',') {
      index += 1;
      continue;
    }
    // The end of a record: a line break or the end of the text.
    records.push({ line: recordLine, fields });
    fields = [];
    if (index < source.length) {
      index += source.startsWith('\r\n', index) ? 2 : 1;
      line += 1;
    }
    recordLine = line;
    if (index >= source.length) break;
  }
  return { records, problem: null };
}

function isFieldEnd(source: string, index: number): boolean {
  const character = source[index];
  return character === ',' || character === '\n' || character === '\r';
}

function lineBreaksIn(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** `rows` as RFC 4180 CSV: CRLF after each record, fields quoted only when they must be. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that hides one) gets a leading apostrophe, which makes it text (OWASP "CSV
 * injection"). For exports of what visitors typed: a buyer or a reader chooses their email
 * address, for one.
 */
export function inertInSpreadsheets(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
