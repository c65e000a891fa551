import type { Locale } from '@/lib/locales';
import { postPath } from '@/lib/routes';
import * as postRepository from '../../../repositories/post-repository';
import type { SitemapEntry, SitemapSource } from '../sitemap-types';

/** Every published post, each language at its own slug, so they list each other as alternates. */
export const postsSource: SitemapSource = {
  name: 'posts',
  async entries() {
    const byPost = new Map<number, SitemapEntry & { paths: Partial<Record<Locale, string>> }>();
    for (const translation of await postRepository.listPublishedTranslations()) {
      const entry = byPost.get(translation.postId) ?? { paths: {}, changeFrequency: 'monthly', priority: 0.7 };
      entry.paths[translation.language] = postPath(translation.slug);
      if (!entry.lastModified || translation.updatedAt > entry.lastModified) entry.lastModified = translation.updatedAt;
      byPost.set(translation.postId, entry);
    }
    return [...byPost.values()];
  },
};
