import { describe, expect, it } from 'vitest';
import { excerptOf } from '@/server/services/blog/post-excerpt';
import { renderPostBody } from '@/server/services/blog/render-post-body';
import { sanitizePostHtml } from '@/server/services/blog/sanitize-post-html';
import { unsafeParts } from '../../fixtures/html-safety';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';

describe('sanitizePostHtml', () => {
  it(`leaves nothing executable in any of ${XSS_PAYLOADS.length} injection attempts`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    for (const payload of XSS_PAYLOADS) {
      // Each payload alone, and inside ordinary content.
      for (const html of [payload, `<p>Intro</p>${payload}<p>Outro</p>`]) {
        const clean = sanitizePostHtml(html);
        expect(unsafeParts(clean), `${payload} → ${clean}`).toEqual([]);
        expect(unsafeParts(renderPostBody(html).html), payload).toEqual([]);
      }
    }
  });

  it('the safety check itself spots what it must (the raw payloads are unsafe)', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => unsafeParts(payload).length > 0);
    // A few payloads are only dangerous to old browsers or broken parsers; most are live.
    expect(flagged.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the formatting an article needs', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote>' +
      '<pre><code class="language-sql">SELECT 1;</code></pre>' +
      '<table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<figure><img src="/images/posts/a.svg" alt="A diagram" width="640" height="360"><figcaption>Fig</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(html.replace('height="360">', 'height="360" />'));
  });

  it('demotes h1 to h2, marks outside links nofollow and drops targets, ids, classes and styles', () => {
    expect(
      sanitizePostHtml(
        '<h1 id="top" class="big" style="color:red">T</h1>' +
          '<a href="https://example.com/x" target="_blank" rel="opener">out</a>' +
          '<a href="/posts/other" rel="nofollow">in</a><code class="highlight">x</code>',
      ),
    ).toBe(
      '<h2>T</h2><a href="https://example.com/x" rel="nofollow noopener noreferrer">out</a>' +
        '<a href="/posts/other">in</a><code>x</code>',
    );
  });
});

describe('renderPostBody', () => {
  it('gives h2/h3 unique ids from their text and lists them as the table of contents', () => {
    const { html, toc } = renderPostBody(
      '<h2>Getting <em>started</em></h2><p>x</p><h3>Lập trình &amp; Git</h3><h2>Getting started</h2><h2> </h2>',
    );
    expect(toc).toEqual([
      { id: 'section-getting-started', text: 'Getting started', level: 2 },
      { id: 'section-lap-trinh-git', text: 'Lập trình & Git', level: 3 },
      { id: 'section-getting-started-2', text: 'Getting started', level: 2 },
    ]);
    expect(html).toContain('<h2 id="section-getting-started">Getting <em>started</em></h2>');
    expect(html).toContain('<h3 id="section-lap-trinh-git">Lập trình &amp; Git</h3>');
    expect(html).toContain('<h2> </h2>');
  });

  it("gives headings ids the page around the post never uses, so none takes the skip link's", () => {
    const { toc } = renderPostBody('<h2>Main content</h2><h2>Mobile drawer</h2><h2>Toc title</h2><h2>🙂</h2>');
    expect(toc.map((entry) => entry.id)).toEqual([
      'section-main-content',
      'section-mobile-drawer',
      'section-toc-title',
      'section-4',
    ]);
  });

  it('puts code blocks, which scroll sideways on a phone, in the tab order', () => {
    const { html } = renderPostBody(
      '<pre tabindex="-1" onfocus="x()"><code class="language-bash">git status</code></pre>',
    );
    expect(html).toBe('<pre tabindex="0"><code class="language-bash">git status</code></pre>');
  });

  it('estimates reading time at 200 words a minute, at least one minute', () => {
    expect(renderPostBody('<p>short</p>').readingMinutes).toBe(1);
    expect(renderPostBody(`<p>${'word '.repeat(1000)}</p>`).readingMinutes).toBe(5);
  });
});

describe('excerptOf', () => {
  it('is the opening text of the body, paragraphs kept apart, cut on a word with an ellipsis', () => {
    expect(excerptOf('<h2>Why</h2><p>Short <strong>text</strong>.</p>')).toBe('Why Short text.');
    const long = `<p>${'Lập trình viên học mỗi ngày, '.repeat(12)}</p>`;
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^Lập trình viên học mỗi ngày, Lập .*[^\s,]…$/);
    expect(excerptOf('<p>no-spaces-'.concat('x'.repeat(300), '</p>'), 20)).toBe('no-spaces-xxxxxxxxx…');
  });
});
