import { describe, expect, it } from 'vitest';
import { slugify, toAsciiSlug } from '@/lib/format/slug';

describe('slugify (spec §9)', () => {
  it('lower-cases and trims', () => {
    expect(slugify('  Hello World  ')).toBe('hello-world');
    expect(slugify('NEXTJS')).toBe('nextjs');
  });

  it('removes characters that are not word characters, whitespace or hyphens', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('C# & C++ (2024)')).toBe('c-c-2024');
    expect(slugify("what's new?")).toBe('whats-new');
    expect(slugify('a.b/c')).toBe('abc');
  });

  it('keeps digits and joins words with hyphens', () => {
    expect(slugify('React 19 in 30 days')).toBe('react-19-in-30-days');
  });

  it('collapses runs of whitespace, underscores and hyphens into one hyphen', () => {
    expect(slugify('a   b')).toBe('a-b');
    expect(slugify('a\t\nb')).toBe('a-b');
    expect(slugify('snake_case_name')).toBe('snake-case-name');
    expect(slugify('a - _ b')).toBe('a-b');
    expect(slugify('a---b')).toBe('a-b');
    expect(slugify('a__b')).toBe('a-b');
  });

  it('collapses a run left behind by removed characters', () => {
    expect(slugify('a - & - b')).toBe('a-b');
  });

  it('strips leading and trailing hyphens (and underscores turned into hyphens)', () => {
    expect(slugify('-hello-')).toBe('hello');
    expect(slugify('--- hello ---')).toBe('hello');
    expect(slugify('_private_')).toBe('private');
    expect(slugify('!hello!')).toBe('hello');
  });

  it('gives an empty slug when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!!')).toBe('');
    expect(slugify('---')).toBe('');
  });

  it('removes letters with diacritics, as the rule is written (\\w is ASCII only)', () => {
    expect(slugify('Lập trình')).toBe('lp-trnh');
    expect(slugify('Tiếng Việt cơ bản')).toBe('ting-vit-c-bn');
    expect(slugify('Đà Nẵng')).toBe('nng');
    expect(slugify('Café')).toBe('caf');
  });

  it('treats Unicode whitespace such as a no-break space as whitespace', () => {
    expect(slugify('hello\u00a0world')).toBe('hello-world');
  });

  it('is idempotent', () => {
    const once = slugify(' Some -- Title_here! ');
    expect(slugify(once)).toBe(once);
  });
});

describe('toAsciiSlug (diacritics folded, then the slugify rule)', () => {
  it('folds Vietnamese letters to their base letters', () => {
    expect(toAsciiSlug('Lập trình')).toBe('lap-trinh');
    expect(toAsciiSlug('Tiếng Việt cơ bản')).toBe('tieng-viet-co-ban');
    expect(toAsciiSlug('Học lập trình ReactJS từ A đến Z')).toBe('hoc-lap-trinh-reactjs-tu-a-den-z');
  });

  it('maps đ and Đ, which do not decompose, to d', () => {
    expect(toAsciiSlug('Đà Nẵng')).toBe('da-nang');
    expect(toAsciiSlug('đường')).toBe('duong');
  });

  it('folds text that arrives decomposed (NFD) the same way as composed (NFC)', () => {
    const composed = 'Tiếng Việt';
    expect(toAsciiSlug(composed.normalize('NFD'))).toBe(toAsciiSlug(composed.normalize('NFC')));
  });

  it('folds other Latin diacritics too', () => {
    expect(toAsciiSlug('Café Crème Brûlée')).toBe('cafe-creme-brulee');
  });

  it('applies the rest of the slug rule unchanged', () => {
    expect(toAsciiSlug('  Khoá học #1: JavaScript__cơ bản --  ')).toBe('khoa-hoc-1-javascript-co-ban');
    expect(toAsciiSlug('')).toBe('');
    expect(toAsciiSlug('日本語')).toBe('');
  });
});
