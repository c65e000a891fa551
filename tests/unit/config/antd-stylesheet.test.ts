import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_ORDER, antdStylesheet } from '../../../scripts/lib/antd-stylesheet.cjs';

describe("antd's stylesheet", () => {
  const sample =
    '.ant-btn{color:red;}a{color:var(--ant-color-link);outline:none;}a:active,a:hover{outline:0;}' +
    'a:focus-visible{outline:var(--ant-line-width-focus) solid blue;}a[disabled]{cursor:not-allowed;}' +
    '.ant-btn >a{color:currentColor;}.ant-pagination .ant-pagination-item a{display:block;}' +
    '@keyframes spin{to{transform:rotate(360deg);}}abbr{border:0;}';

  it("keeps antd's component rules in the antd layer, after the layer order", () => {
    const css = antdStylesheet(sample);
    expect(css.startsWith(`${LAYER_ORDER}\n@layer antd {\n`)).toBe(true);
    expect(css.trimEnd().endsWith('}')).toBe(true);
    for (const kept of [
      '.ant-btn{color:red;}',
      '.ant-btn >a{color:currentColor;}',
      '.ant-pagination .ant-pagination-item a{display:block;}',
      '@keyframes spin{to{transform:rotate(360deg);}}',
      'abbr{border:0;}',
    ]) {
      expect(css).toContain(kept);
    }
  });

  it("drops antd's global link rules: the site's own element defaults style links", () => {
    const css = antdStylesheet(sample);
    expect(css).not.toMatch(/(^|[{}])\s*a(:[a-z-]+|\[[a-z-]+\])*\s*[{,]/);
    expect(css).not.toContain('--ant-color-link');
  });

  it('declares the same layer order as the global stylesheet, which either may be read first', () => {
    const globals = readFileSync(path.join(import.meta.dirname, '../../../src/styles/globals.scss'), 'utf8');
    const declarations = globals.match(/^@layer [^{]*;$/gm);
    expect(declarations).toEqual([LAYER_ORDER]);
  });
});
