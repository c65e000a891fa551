import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * Spec §9: HTML converted to text, then newlines, carriage returns, tabs and asterisks
 * removed (html-to-text writes list bullets as ` * `). Kept in its own file so only the pages
 * that show excerpts bundle the HTML parser.
 *
 * Conversion settings (the spec names none), chosen for text shown as an excerpt:
 * - no word wrapping: wrapping inserts newlines that the removal would then glue words across;
 * - headings keep the author's case (html-to-text upper-cases them by default);
 * - link targets (`[https://…]`), images (`[alt] [src]`) and horizontal-rule dashes are left out.
 *
 * Removal is literal: block boundaries become nothing, so `<p>a</p><p>b</p>` gives `'ab'`, and
 * every asterisk goes, including one in the text (`5 * 3` → `5  3`). `toSingleLineText` is
 * the variant that turns line breaks into spaces.
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

export function toPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return convert(html).replace(/[\n\r\t*]/g, '');
}

/**
 * Same conversion, but each run of line breaks and tabs becomes one space and the result is
 * trimmed, so separate paragraphs and list items stay separate words:
 * `<p>Hello</p><ul><li>one</li></ul>` → `'Hello one'`. Asterisks are removed as in `toPlainText`.
 */
export function toSingleLineText(html: string | null | undefined): string {
  if (!html) return '';
  return convert(html)
    .replace(/\*/g, '')
    .replace(/\s*[\n\r\t]\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
