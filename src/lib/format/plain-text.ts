import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * Spec §9: HTML converted to text, with newlines, carriage returns, tabs and asterisks taken
 * out (html-to-text writes list bullets as ` * `). Kept in its own file so only the pages that
 * show excerpts bundle the HTML parser.
 *
 * Conversion settings (the spec names none), chosen for text shown as an excerpt:
 * - no word wrapping: wrapping inserts newlines in the middle of sentences;
 * - headings keep the author's case (html-to-text upper-cases them by default);
 * - link targets (`[https://…]`), images (`[alt] [src]`) and horizontal-rule dashes are left out.
 */
const options: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', format: 'skip' },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
  ],
};

// compile() builds the selector machinery once instead of on every call.
const convert = compile(options);

/**
 * The text of `html` on one line: each run of line breaks and tabs becomes one space and the
 * result is trimmed, so separate paragraphs and list items stay separate words
 * (`<p>Hello</p><ul><li>one</li></ul>` → `'Hello one'`); every asterisk goes.
 */
export function toSingleLineText(html: string | null | undefined): string {
  if (!html) return '';
  return convert(html)
    .replace(/\*/g, '')
    .replace(/\s*[\n\r\t]\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
