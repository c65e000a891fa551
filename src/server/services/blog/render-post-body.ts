import { toSingleLineText } from '@/lib/format/plain-text';
import { toAsciiSlug } from '@/lib/format/slug';
import type { TocEntry } from '@/lib/content/post-types';
import { sanitizePostHtml } from './sanitize-post-html';

/** Words an adult reads in a minute, for the "n min read" estimate. */
const WORDS_PER_MINUTE = 200;

/**
 * Every heading id starts with this, which no id of the page around the post does: a
 * heading called "Main content" would otherwise take the skip link's `main-content`, or
 * "Toc title" the contents' own heading id.
 */
const HEADING_ID_PREFIX = 'section-';

export interface RenderedPostBody {
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
}

/**
 * A stored body made ready for the page: sanitised again (see sanitizePostHtml), each h2/h3
 * given an id from its text, those headings listed as the table of contents, code blocks
 * made focusable, and the reading time estimated from the text.
 *
 * The sanitiser allows no attribute on headings or code blocks, so in its output every one
 * is exactly `<h2>` or `<pre>`: matching that form is reliable here, where it would not be
 * on raw input.
 */
export function renderPostBody(storedHtml: string): RenderedPostBody {
  const clean = sanitizePostHtml(storedHtml);
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const html = clean
    // A code block scrolls sideways on a narrow screen; in the tab order, the keyboard can
    // scroll it too (WCAG 2.1.1).
    .replace(/<pre>/g, '<pre tabindex="0">')
    .replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
      const text = toSingleLineText(inner);
      // An empty heading has nothing to show in the contents.
      if (!text) return `<h${level}>${inner}</h${level}>`;
      const id = uniqueId(`${HEADING_ID_PREFIX}${toAsciiSlug(text) || toc.length + 1}`, used);
      toc.push({ id, text, level: level === '2' ? 2 : 3 });
      return `<h${level} id="${id}">${inner}</h${level}>`;
    });
  const words = toSingleLineText(clean).split(/\s+/).filter(Boolean).length;
  return { html, toc, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}
