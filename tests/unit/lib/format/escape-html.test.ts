import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/format/escape-html';

describe('escapeHtml', () => {
  it('turns the five characters that can end a text or an attribute into references', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text alone, Vietnamese included', () => {
    expect(escapeHtml('Lập trình web cơ bản — 100%')).toBe('Lập trình web cơ bản — 100%');
  });

  it('escapes an ampersand once, not the references it makes', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
