import { describe, expect, it } from 'vitest';
import { toSingleLineText } from '@/lib/format/plain-text';

describe('toSingleLineText (spec §9: HTML to text, without line breaks, tabs or *)', () => {
  it('converts HTML to its text, entities decoded, scripts and styles left out', () => {
    expect(toSingleLineText('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(toSingleLineText('<span>Tiếng Việt</span> &amp; <em>English</em>')).toBe('Tiếng Việt & English');
    expect(toSingleLineText('a &lt;tag&gt; &quot;q&quot;<script>alert(1)</script><style>p{}</style>')).toBe(
      'a <tag> "q"',
    );
  });

  it('turns line breaks between blocks into single spaces', () => {
    expect(toSingleLineText('<h1>Title</h1><p>one</p><ul><li>a</li><li>b</li></ul>two<br>three')).toBe(
      'Title one a b two three',
    );
    expect(toSingleLineText('<pre>a\r\n\tb</pre>')).toBe('a b');
  });

  it('removes asterisks and tabs and trims', () => {
    expect(toSingleLineText('<pre>\t*x*\t</pre>')).toBe('x');
    expect(toSingleLineText('<p>**bold** and 5 * 3</p>')).toBe('bold and 5 3');
  });

  it('does not wrap long text, so no words are joined or split at wrap points', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(toSingleLineText(`<p>${words}</p>`)).toBe(words);
  });

  it('keeps heading case and leaves out link targets, images and rules', () => {
    expect(toSingleLineText('<h2>Getting started</h2>')).toBe('Getting started');
    expect(toSingleLineText('<p>See <a href="https://example.com/x">the docs</a></p>')).toBe('See the docs');
    expect(toSingleLineText('<p>A<img src="/a.png" alt="picture">B</p><hr>')).toBe('AB');
  });

  it('gives an empty string for empty or missing HTML', () => {
    expect(toSingleLineText('')).toBe('');
    expect(toSingleLineText(null)).toBe('');
    expect(toSingleLineText(undefined)).toBe('');
  });
});
