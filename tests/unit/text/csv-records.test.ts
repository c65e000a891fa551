import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '@/lib/text/csv-records';

const fieldsOf = (text: string) => readCsv(text).records.map((record) => record.fields);

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fieldsOf('a,"b,c","say ""hi""","two\nlines"\r\nd,,""\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\nlines'],
      ['d', '', ''],
    ]);
  });

  it('takes CRLF, LF or CR between records and a BOM before the first', () => {
    expect(fieldsOf('\uFEFFa,b\r\nc,d\re,f\ng,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('gives each record the line it starts on, counting the line breaks inside quotes', () => {
    const { records } = readCsv('h1,h2\r\n"multi\r\nline\nfield",x\r\n\r\nlast,"y"');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5, 6]);
  });

  it('keeps a quote inside an unquoted field, as spreadsheets do', () => {
    expect(fieldsOf('5" floppy,ok')).toEqual([['5" floppy', 'ok']]);
  });

  it('ends a final comma with an empty field, and a final line break with nothing', () => {
    expect(fieldsOf('a,\n')).toEqual([['a', '']]);
    expect(fieldsOf('')).toEqual([]);
    expect(fieldsOf('\n')).toEqual([['']]);
  });

  it('stops at an unclosed quote, naming the line it opened on', () => {
    expect(readCsv('a,b\nc,"never\nclosed\n')).toEqual({
      records: [{ line: 1, fields: ['a', 'b'] }],
      problem: { code: 'UNCLOSED_QUOTE', message: 'A quoted field is never closed.', line: 2 },
    });
  });

  it('stops at text after a closing quote', () => {
    expect(readCsv('a\n"b" c,d').problem).toEqual({
      code: 'MALFORMED_QUOTE',
      message: 'A quoted field goes on after its closing quote.',
      line: 2,
    });
  });
});

describe('writeCsv', () => {
  it('quotes only the fields that need it and ends every record with CRLF', () => {
    expect(writeCsv([['a', 'b c', 'd,e', 'say "hi"', 'x\ny', '']])).toBe('a,b c,"d,e","say ""hi""","x\ny",\r\n');
  });

  it('is read back as written, whatever the text', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'ế', ',', '"', '\n', '\r', ' ', '|', '\\') });
    const rows = fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(
        // A record of one empty field is a blank line, which the question reader skips anyway.
        rows.filter((list) => list.every((row) => row.length > 1 || row[0] !== '')),
        (list) => {
          expect(fieldsOf(writeCsv(list))).toEqual(list);
        },
      ),
    );
  });
});
