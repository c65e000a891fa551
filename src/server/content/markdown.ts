import { Marked } from 'marked';
import { sanitizePostHtml } from '../services/blog/sanitize-post-html';

/**
 * GitHub-flavoured Markdown (tables, strike-through, autolinks), one instance for the
 * server. Markdown lets writers type raw HTML, so what marked returns is untrusted: it is
 * only ever used through `markdownToSafeHtml`, which runs the post allowlist over it.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown written in the back office (posts, newsletter issues) to HTML that is safe to put
 * in a page or a mail: the same sanitiser the public post page applies when it renders.
 */
export function markdownToSafeHtml(source: string): string {
  return sanitizePostHtml(markdown.parse(source, { async: false }));
}
