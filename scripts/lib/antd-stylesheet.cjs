// @ts-check
/**
 * antd's stylesheet: what `npm run styles:antd` writes and where, for the script that
 * writes it, for next.config.js, which finds it, and for the tests. CommonJS:
 * next.config.js requires it.
 */
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');

/** Under public/, so Next serves them as /styles/antd-<hash>.css and /styles/antd-admin-<hash>.css. */
const ANTD_STYLESHEET_DIR = 'public/styles';
/**
 * Two stylesheets: the site's (the few components public pages render) and the back
 * office's (every component it renders), so the back office's many components never weigh
 * on a public page.
 * @typedef {'site' | 'admin'} AntdStylesheetKind
 * @type {Record<AntdStylesheetKind, { prefix: string, pattern: RegExp }>}
 */
const ANTD_STYLESHEETS = {
  site: { prefix: 'antd', pattern: /^antd-[0-9a-f]{12}\.css$/ },
  admin: { prefix: 'antd-admin', pattern: /^antd-admin-[0-9a-f]{12}\.css$/ },
};
/** The same files as a route of next.config.js's headers() (path-to-regexp). */
const ANTD_STYLESHEET_ROUTE = '/styles/:file(antd-[0-9a-f]+\\.css)';
const ADMIN_ANTD_STYLESHEET_ROUTE = '/styles/:file(antd-admin-[0-9a-f]+\\.css)';

/**
 * A stylesheet's URL, or undefined before `npm run styles:antd` has run.
 * @param {string} root the project's folder
 * @param {AntdStylesheetKind} [kind]
 * @returns {string | undefined}
 */
function findAntdStylesheet(root, kind = 'site') {
  const dir = path.join(root, ANTD_STYLESHEET_DIR);
  const { pattern } = ANTD_STYLESHEETS[kind];
  const name = existsSync(dir) ? readdirSync(dir).find((file) => pattern.test(file)) : undefined;
  return name && `/styles/${name}`;
}

/**
 * The cascade layers, weakest first, declared at the top of both antd's stylesheet and
 * src/styles/globals.scss: whichever the browser reads first fixes the order, so both say
 * the same. Unlayered rules (the CSS modules) come above both.
 */
const LAYER_ORDER = '@layer base, antd;';

// A rule whose selectors are all a bare link: `a`, `a:hover`, `a[disabled]`…
const LINK_ELEMENT_RULE =
  /(?<=^|[{}])\s*a(?::[a-z-]+|\[[a-z-]+\])*(?:\s*,\s*a(?::[a-z-]+|\[[a-z-]+\])*)*\s*\{[^{}]*\}/g;

/**
 * antd's extracted rules, wrapped in the `antd` layer, without antd's global link rules.
 * Those style every `a` of the page with antd's variables, which are defined only inside
 * antd's components (elsewhere they resolve to nothing: links lost their colour and focus
 * ring); the site's own element defaults (globals.scss) style links.
 * @param {string} rules
 */
function antdStylesheet(rules) {
  return `${LAYER_ORDER}\n@layer antd {\n${rules.replace(LINK_ELEMENT_RULE, '')}}\n`;
}

module.exports = {
  ANTD_STYLESHEET_DIR,
  ANTD_STYLESHEETS,
  ANTD_STYLESHEET_ROUTE,
  ADMIN_ANTD_STYLESHEET_ROUTE,
  LAYER_ORDER,
  antdStylesheet,
  findAntdStylesheet,
};
