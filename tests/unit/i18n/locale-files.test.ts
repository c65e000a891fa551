import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@/lib/api/error-codes';
import { AUTHORING_ERROR_CODES } from '@/lib/exam/authoring/authoring-errors';
import { LOCALES } from '@/lib/locales';

const root = path.join(import.meta.dirname, '..', '..', '..', 'public', 'locales');

type Json = { [key: string]: Json | string };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(dotted, child);
    else for (const [k, v] of flatten(child, dotted)) out.set(k, v);
  }
  return out;
}

const namespacesOf = (locale: string) =>
  readdirSync(path.join(root, locale))
    .filter((f) => f.endsWith('.json'))
    .sort();
const load = (locale: string, file: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')) as Json);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  const [base, ...others] = LOCALES;

  it('every language has the same namespaces', () => {
    for (const locale of others) expect(namespacesOf(locale)).toEqual(namespacesOf(base));
  });

  it('include the mails’ texts, which the server sends in each language (mail.json)', () => {
    expect(namespacesOf(base)).toContain('mail.json');
  });

  for (const file of namespacesOf(base)) {
    describe(file, () => {
      const reference = load(base, file);

      it('is not empty', () => expect(reference.size).toBeGreaterThan(0));

      for (const locale of others) {
        it(`${locale} has exactly the keys of ${base}`, () => {
          const translated = load(locale, file);
          const missing = [...reference.keys()].filter((k) => !translated.has(k));
          const extra = [...translated.keys()].filter((k) => !reference.has(k));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it(`${locale} keeps every {{placeholder}} and leaves no text empty`, () => {
          const translated = load(locale, file);
          for (const [key, text] of reference) {
            const other = translated.get(key) ?? '';
            expect(other.trim(), `${locale}/${file}: ${key}`).not.toBe('');
            expect(placeholders(other), `${locale}/${file}: ${key}`).toEqual(placeholders(text));
          }
        });
      }
    });
  }
});

describe('error messages', () => {
  // The browser says each API error in the page's language by its code (common:errors.<CODE>):
  // a code without its message would show the raw key.
  it.each(LOCALES)('%s has a message for every code in the catalogue', (locale) => {
    const common = load(locale, 'common.json');
    const missing = Object.keys(ERROR_STATUS).filter((code) => !common.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });
});

describe('question authoring messages', () => {
  // The back office says each problem of a question or an import in the page's language by
  // its code (admin:authoring.<CODE>).
  it.each(LOCALES)('%s has a message for every authoring error code', (locale) => {
    const admin = load(locale, 'admin.json');
    const missing = AUTHORING_ERROR_CODES.filter((code) => !admin.has(`authoring.${code}`));
    expect(missing).toEqual([]);
  });
});
