import type { PostPreview } from '@/lib/admin/admin-post-types';
import { markdownToSafeHtml } from '../../../content/markdown';
import { renderPostBody } from '../../blog/render-post-body';

/**
 * POST /api/admin/posts/preview: a body as the public post page will show it: made into
 * HTML and sanitised as a save does, then rendered by the page's own code (heading ids,
 * focusable code blocks).
 */
export function previewPost(markdown: string): PostPreview {
  const body = renderPostBody(markdownToSafeHtml(markdown));
  return { html: body.html, reading_minutes: body.readingMinutes };
}
