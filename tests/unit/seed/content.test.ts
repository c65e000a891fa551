import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toAsciiSlug } from '@/lib/format/slug';
import { OUR_WORKS } from '@/server/db/seed/content/our-works';
import { POST_CATEGORIES, POST_TAGS } from '@/server/db/seed/content/post-categories';
import { SEED_POSTS } from '@/server/db/seed/content/seed-posts';
import { renderPostBody } from '@/server/services/blog/render-post-body';
import { sanitizePostHtml } from '@/server/services/blog/sanitize-post-html';

const publicDir = path.join(import.meta.dirname, '..', '..', '..', 'public');
// Letters only Vietnamese uses: a Vietnamese text without any has lost its diacritics.
const VIETNAMESE_LETTERS = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;

describe('demo blog content', () => {
  it('has 12+ posts over the 3 categories, each in English and Vietnamese with unique slugs', () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_POSTS.map((post) => post.category))).toEqual(new Set(POST_CATEGORIES.map((c) => c.slug)));
    for (const language of ['en', 'vi'] as const) {
      const slugs = SEED_POSTS.map((post) => toAsciiSlug(post[language].title));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('writes Vietnamese with its diacritics, and each post differs between languages', () => {
    for (const post of SEED_POSTS) {
      for (const field of ['title', 'description', 'content'] as const) {
        expect(post.vi[field], `${post.en.title} ${field}`).toMatch(VIETNAMESE_LETTERS);
        expect(post.vi[field]).not.toBe(post.en[field]);
      }
    }
  });

  it('gives every post known tags, a thumbnail file, headings for its contents, and clean HTML', () => {
    const tags = new Set(POST_TAGS.map((tag) => tag.slug));
    for (const post of SEED_POSTS) {
      for (const tag of post.tags) expect(tags).toContain(tag);
      expect(existsSync(path.join(publicDir, 'images', 'posts', post.thumbnail)), post.thumbnail).toBe(true);
      for (const language of ['en', 'vi'] as const) {
        const { content } = post[language];
        expect(renderPostBody(content).toc.length).toBeGreaterThanOrEqual(3);
        // Written within the allowlist: sanitising changes nothing but self-closing tags.
        expect(sanitizePostHtml(content).replace(/ \/>/g, '>')).toBe(content);
      }
    }
    // Related posts need overlap: every post shares a tag or its category with another.
    for (const post of SEED_POSTS) {
      const others = SEED_POSTS.filter((other) => other !== post);
      expect(others.some((o) => o.category === post.category || o.tags.some((t) => post.tags.includes(t)))).toBe(true);
    }
  });
});

describe('demo showcase', () => {
  it('has 6+ projects, bilingual, each with a stack and image files that exist', () => {
    expect(OUR_WORKS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(OUR_WORKS.map((work) => work.slug)).size).toBe(OUR_WORKS.length);
    for (const work of OUR_WORKS) {
      expect(work.stack.length).toBeGreaterThan(0);
      expect(work.images.length).toBeGreaterThan(0);
      for (const image of work.images)
        expect(existsSync(path.join(publicDir, 'images', 'our-works', image))).toBe(true);
      for (const field of ['title', 'industry', 'summary', 'outcome'] as const) {
        expect(work[field].vi).toMatch(VIETNAMESE_LETTERS);
        expect(work[field].vi).not.toBe(work[field].en);
      }
    }
  });
});
