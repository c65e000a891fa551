import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * The one allowlist for post bodies (issue 6), applied when a post is stored and again when
 * it is rendered, so a row written around the services (a migration, a hand edit) still
 * cannot carry script into a page. sanitize-html parses like a browser and drops everything
 * not listed: script/style/iframe/svg/form elements, every event-handler and style
 * attribute, and any URL whose scheme is not http(s) (or mailto for links) — including
 * `javascript:` hidden behind entities, whitespace or mixed case.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'mark',
  'sub',
  'sup',
  'abbr',
  'code',
  'pre',
  'kbd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  // No `id`, `class` (but code languages) or `style` anywhere: ids are the renderer's (the
  // table of contents), and a page's look is its stylesheet's.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Deeply nested markup is either a mistake or an attack on the renderer.
  nestingLimit: 20,
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    // Outside links: tell search engines we do not vouch for them, and give the target page
    // no handle on ours. Site links carry no rel at all.
    a: (tagName, attribs) => {
      const { rel: _ignored, ...rest } = attribs;
      const external = /^https?:\/\//i.test(rest.href ?? '');
      return { tagName, attribs: external ? { ...rest, rel: 'nofollow noopener noreferrer' } : rest };
    },
  },
};

export function sanitizePostHtml(html: string): string {
  // NUL is no character a post needs, and PostgreSQL text cannot store it.
  return sanitizeHtml(html.replace(/\0/g, ''), OPTIONS);
}
