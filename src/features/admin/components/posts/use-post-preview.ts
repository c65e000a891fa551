import { useEffect, useState } from 'react';
import type { PostPreview } from '@/lib/admin/admin-post-types';
import { adminApi } from '../../admin-api';

/** Typing pauses this long before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

export type PreviewState = { phase: 'loading' } | { phase: 'ready'; preview: PostPreview } | { phase: 'failed' };

/**
 * The body as the public page will render it, made by the server with the page's own code and
 * sanitiser (POST /api/admin/posts/preview), asked for when typing pauses. An answer to an
 * older text that arrives late never replaces a newer one.
 */
export function usePostPreview(markdown: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ phase: 'loading' });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      adminApi
        .previewPost(markdown)
        .then((preview) => current && setState({ phase: 'ready', preview }))
        .catch(() => current && setState({ phase: 'failed' }));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);
  return state;
}
