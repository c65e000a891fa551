import { describe, expect, it } from 'vitest';
import { toPlainText, toSingleLineText } from '@/lib/format/plain-text';

describe('toPlainText (spec §9: HTML to text, then no \\n, \\r, \\t or *)', () => {
  it('converts HTML to its text', () => {
    expect(toPlainText('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(toPlainText('<span>Tiếng Việt</span> &amp; <em>English</em>')).toBe('Tiếng Việt & English');
  });

  it('decodes entities and leaves scripts and styles out', () => {
    expect(toPlainText('a &lt;tag&gt; &quot;q&quot;<script>alert(1)</script><style>p{}</style>')).toBe('a <tag> "q"');
  });

  it('removes the newlines between blocks and at <br>', () => {
    expect(toPlainText('<p>one</p><p>two</p>')).toBe('onetwo');
    expect(toPlainText('line<br>break')).toBe('linebreak');
    expect(toPlainText('<p>one</p><p>two</p>')).not.toMatch(/[\n\r]/);
  });

  it('removes carriage returns and tabs', () => {
    const out = toPlainText('<pre>a\r\n\tb</pre>');
    expect(out).not.toMatch(/[\n\r\t]/);
    expect(out).toBe('ab');
  });

  it('removes every asterisk, including the bullets of lists', () => {
    expect(toPlainText('<ul><li>one</li><li>two</li></ul>')).toBe('  one  two'); // each bullet was ' * '
    expect(toPlainText('<p>**bold** and 5 * 3</p>')).toBe('bold and 5  3');
  });

  it('does not wrap long text, so no words are glued at wrap points', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(toPlainText(`<p>${words}</p>`)).toBe(words);
  });

  it('keeps heading case and leaves out link targets, images and rules', () => {
    expect(toPlainText('<h2>Getting started</h2>')).toBe('Getting started');
    expect(toPlainText('<p>See <a href="https://example.com/x">the docs</a></p>')).toBe('See the docs');
    expect(toPlainText('<p>A<img src="/a.png" alt="picture">B</p><hr>')).toBe('AB');
  });

  it('passes text without markup through, minus the removed characters', () => {
    expect(toPlainText('plain text')).toBe('plain text');
    expect(toPlainText('*star*')).toBe('star');
  });

  it('gives an empty string for empty or missing HTML', () => {
    expect(toPlainText('')).toBe('');
    expect(toPlainText(null)).toBe('');
    expect(toPlainText(undefined)).toBe('');
  });
});

describe('toSingleLineText', () => {
  it('turns line breaks between blocks into single spaces', () => {
    expect(toSingleLineText('<h1>Title</h1><p>one</p><ul><li>a</li><li>b</li></ul>two<br>three')).toBe(
      'Title one a b two three',
    );
  });

  it('removes asterisks and tabs and trims', () => {
    expect(toSingleLineText('<pre>\t*x*\t</pre>')).toBe('x');
    expect(toSingleLineText('<p>5 * 3</p>')).toBe('5 3');
  });

  it('gives an empty string for empty or missing HTML', () => {
    expect(toSingleLineText('')).toBe('');
    expect(toSingleLineText(null)).toBe('');
  });
});
