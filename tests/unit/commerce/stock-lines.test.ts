import { describe, expect, it } from 'vitest';
import { parseStockLines, stockIdentity, stockLinesOf } from '@/lib/commerce/stock-lines';

describe('stock lines', () => {
  it('reads a code per line, trimmed; blank lines and repeats are left out', () => {
    expect(parseStockLines([' A-1 ', '', 'B-2', 'A-1'], 'code')).toEqual({
      items: [
        { line: 1, item: { code: 'A-1' } },
        { line: 3, item: { code: 'B-2' } },
      ],
      repeated: 1,
      errors: [],
    });
  });

  it('reads credentials from CSV or from two tab-separated columns', () => {
    const { items, errors } = parseStockLines(
      ['a@x.vn,pw1', 'b@x.vn\tp,w "2"', '"c@x.vn","p, ""3"""', 'A@X.VN,other'],
      'credentials',
    );
    expect(errors).toEqual([]);
    expect(items.map(({ item }) => item)).toEqual([
      { username: 'a@x.vn', password: 'pw1' },
      { username: 'b@x.vn', password: 'p,w "2"' },
      { username: 'c@x.vn', password: 'p, "3"' },
    ]);
  });

  it('names each bad line with its 1-based number', () => {
    const { errors } = parseStockLines(
      ['ok@x.vn,pw', 'no-password', `${'u'.repeat(501)},pw`, 'a@x.vn,"open', 'a\u0007b@x.vn,pw', 'a,b,c'],
      'credentials',
    );
    expect(errors).toEqual([
      { line: 2, code: 'NOT_USERNAME_AND_PASSWORD' },
      { line: 3, code: 'TOO_LONG' },
      { line: 4, code: 'MALFORMED_CSV' },
      { line: 5, code: 'CONTROL_CHARACTER' },
      { line: 6, code: 'NOT_USERNAME_AND_PASSWORD' },
    ]);
  });

  it('one code is one item; one username is one account, whatever its case', () => {
    expect(stockIdentity({ code: 'Ab-1' })).not.toBe(stockIdentity({ code: 'AB-1' }));
    expect(stockIdentity({ username: 'An@X.vn', password: 'a' })).toBe(
      stockIdentity({ username: 'an@x.vn', password: 'b' }),
    );
  });

  it('splits a paste or a file into lines, whatever its line breaks, without a byte order mark', () => {
    expect(stockLinesOf('\uFEFFa@x.vn,pw1\r\nb@x.vn,pw2\rc@x.vn,pw3\nd@x.vn,pw4')).toEqual([
      'a@x.vn,pw1',
      'b@x.vn,pw2',
      'c@x.vn,pw3',
      'd@x.vn,pw4',
    ]);
    // A final line break ends the last line; a blank line before it is still a line, so the
    // numbers stay those an editor shows.
    expect(stockLinesOf('A-1\n\nB-2\r\n')).toEqual(['A-1', '', 'B-2']);
    expect(stockLinesOf('A-1\n\n')).toEqual(['A-1', '']);
    expect(stockLinesOf('')).toEqual([]);
    // Only a leading mark is one; anywhere else it is the text's own.
    expect(stockLinesOf('A-1\n\uFEFFB-2')).toEqual(['A-1', '\uFEFFB-2']);
  });
});
