/**
 * Stock for the account store as an admin pastes it or uploads it: one item per line. A
 * code product's line is the code; a credentials product's line is `username,password`
 * (CSV, so a password holding a comma or a quote is quoted) or the two columns pasted from
 * a spreadsheet (a tab between them). Blank lines are left out. The back office checks a
 * paste with this before sending it, and the server checks it again.
 */
import { readCsv } from '@/lib/text/csv-records';
import { linesOf } from '@/lib/text/text-lines';

/** What a delivered item holds (stored as this JSON, encrypted). */
export type StockItem = { code: string } | { username: string; password: string };

export type StockDeliveryKind = 'code' | 'credentials';

/** Most lines one import takes (a CSV of 10,000 codes fits with room to spare). */
export const MAX_STOCK_LINES = 20_000;
/** The longest code, username or password. */
const MAX_STOCK_FIELD_LENGTH = 500;

type StockLineErrorCode = 'TOO_LONG' | 'CONTROL_CHARACTER' | 'NOT_USERNAME_AND_PASSWORD' | 'MALFORMED_CSV';

export interface StockLineError {
  /** 1-based, as an editor numbers lines. */
  line: number;
  code: StockLineErrorCode;
}

export interface ParsedStock {
  /** The items, each once, with the line it was first read on. */
  items: { line: number; item: StockItem }[];
  /** Lines repeating an item read earlier in the same paste. */
  repeated: number;
  errors: StockLineError[];
}

/**
 * A pasted text's or an uploaded file's lines, whatever its line breaks and without a UTF-8
 * byte order mark. A final line break ends the last line rather than starting an empty one,
 * so a file of N lines counts N against MAX_STOCK_LINES.
 */
export function stockLinesOf(text: string): string[] {
  const lines = linesOf(text);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

// Control characters (tabs separate columns and are handled before this check).
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/;

/**
 * What makes two items the same item: the code, or the account's username (whatever the
 * case: one mailbox is one account). Equal identities are dropped as duplicates.
 */
export function stockIdentity(item: StockItem): string {
  return 'code' in item ? `code:${item.code}` : `username:${item.username.toLowerCase()}`;
}

function fieldsOf(line: string, kind: StockDeliveryKind): string[] | StockLineErrorCode {
  if (kind === 'code') return [line];
  if (line.includes('\t')) return line.split('\t');
  const { records, problem } = readCsv(line);
  if (problem) return 'MALFORMED_CSV';
  return records[0]?.fields ?? [];
}

function itemOf(line: string, kind: StockDeliveryKind): StockItem | StockLineErrorCode {
  const fields = fieldsOf(line, kind);
  if (typeof fields === 'string') return fields;
  const values = fields.map((field) => field.trim());
  if (values.some((value) => CONTROL.test(value))) return 'CONTROL_CHARACTER';
  if (values.some((value) => value.length > MAX_STOCK_FIELD_LENGTH)) return 'TOO_LONG';
  if (kind === 'code') return { code: values[0]! };
  if (values.length !== 2 || !values[0] || !values[1]) return 'NOT_USERNAME_AND_PASSWORD';
  return { username: values[0], password: values[1] };
}

/** Reads every line: the items (repeats dropped), how many lines repeated one, and each bad line. */
export function parseStockLines(lines: readonly string[], kind: StockDeliveryKind): ParsedStock {
  const items: ParsedStock['items'] = [];
  const errors: StockLineError[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const item = itemOf(raw, kind);
    if (typeof item === 'string') {
      errors.push({ line, code: item });
      return;
    }
    const identity = stockIdentity(item);
    if (seen.has(identity)) {
      repeated += 1;
      return;
    }
    seen.add(identity);
    items.push({ line, item });
  });
  return { items, repeated, errors };
}
