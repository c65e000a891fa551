import { describe, expect, it } from 'vitest';
import { AUTHORING_ERROR_CODES } from '@/lib/exam/authoring/authoring-errors';
import { CSV_COLUMNS } from '@/lib/exam/authoring/question-csv-format';
import { questionImportDocument } from '../../../fixtures/question-import-examples';

// The examples themselves are the parsers' fixtures (parse-gift, parse-aiken, parse-question-csv tests).
describe('docs/question-import.md', () => {
  const document = questionImportDocument();
  const codeSection = document.slice(document.indexOf('## Error codes'));

  it('explains every error code, and no other', () => {
    const documented = [...codeSection.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.toSorted()).toEqual([...AUTHORING_ERROR_CODES].sort());
  });

  it('explains every CSV column', () => {
    for (const column of CSV_COLUMNS) expect(document).toContain(`\`${column}\``);
  });
});
