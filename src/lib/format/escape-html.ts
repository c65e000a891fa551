const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to put in HTML or XML, in content and in quoted attributes alike: the five
 * characters that can end a text or an attribute become references (`&#39;`, not `&apos;`,
 * which HTML 4 does not know). The one escape of the site: mail, the feed, the sitemap and
 * the API reference.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
