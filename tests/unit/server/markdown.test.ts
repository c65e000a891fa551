import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '@/server/content/markdown';
import { unsafeParts } from '../../fixtures/html-safety';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';

describe('markdownToSafeHtml', () => {
  it('renders headings, emphasis, lists, links, code and tables', () => {
    const html = markdownToSafeHtml(
      '## Bắt đầu\n\n**Đậm** và _nghiêng_.\n\n- một\n- hai\n\n[Trang](https://example.com)\n\n```\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2>Bắt đầu</h2>');
    expect(html).toContain('<strong>Đậm</strong>');
    expect(html).toContain('<em>nghiêng</em>');
    expect(html).toContain('<li>một</li>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('<pre><code>const a = 1;\n</code></pre>');
    expect(html).toContain('<td>2</td>');
  });

  it('leaves no script, handler or javascript: URL from hostile Markdown or raw HTML', () => {
    for (const payload of XSS_PAYLOADS) {
      for (const source of [payload, `[click](${payload})`, `![x](${payload})`, `<div>${payload}</div>`]) {
        expect(unsafeParts(markdownToSafeHtml(source)), source).toEqual([]);
      }
    }
  });
});
