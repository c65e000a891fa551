/**
 * The question import's one entry point (`POST /api/admin/quizzes/{id}/import`, DESIGN.md
 * §9: `{ format, text, dry_run }`): the file's text → a report per question. The importers
 * write nothing; importableDrafts (import-report.ts) says whether the whole file may be
 * written.
 */
import type { ImportReport } from './import-report';
import { parseAiken } from './parse-aiken';
import { parseGift } from './parse-gift';
import { parseQuestionCsv } from './parse-question-csv';

export const IMPORT_FORMATS = ['gift', 'aiken', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const PARSERS: Record<ImportFormat, (text: string) => ImportReport> = {
  gift: parseGift,
  aiken: parseAiken,
  csv: parseQuestionCsv,
};

export function parseQuestionImport(format: ImportFormat, text: string): ImportReport {
  return PARSERS[format](text);
}
