import { afterAll, beforeAll, expect, it } from 'vitest';
import * as postRoute from '@/pages/api/posts/slugs/[slug]/index';
import * as relatedRoute from '@/pages/api/posts/slugs/[slug]/related';
import { serveApi, type Api } from '../helpers/api';
import { createPostCategories, createPostFixture, createPostTags } from '../helpers/blog';
import { describeEachDatabase } from '../helpers/databases';

let api: Api;
beforeAll(async () => {
  api = await serveApi({
    '/api/posts/slugs/[slug]': postRoute,
    '/api/posts/slugs/[slug]/related': relatedRoute,
  });
});
afterAll(() => api.close());

describeEachDatabase('GET /api/posts/slugs/{slug} and /related', () => {
  let cat: Record<string, number>;
  let tag: Record<string, number>;
  beforeAll(async () => {
    cat = await createPostCategories(['code', 'careers']);
    tag = await createPostTags(['git', 'sql', 'cv']);
    await createPostFixture({
      slug: 'git-basics',
      categoryId: cat.code!,
      tagIds: [tag.git!, tag.sql!],
      titleEn: 'Git basics',
      titleVi: 'Git cơ bản',
      contentEn:
        '<h1>Why</h1><p>One two three.</p><h2>Branches</h2><h3>Merging</h3><p onclick="x()">Text</p><script>alert(1)</script>',
      publishedDaysAgo: 10,
    });
    // Related to git-basics: two shared tags, one shared tag + category, category only, nothing.
    await createPostFixture({
      slug: 'two-tags',
      categoryId: cat.careers!,
      tagIds: [tag.git!, tag.sql!],
      publishedDaysAgo: 5,
    });
    await createPostFixture({
      slug: 'tag-and-category',
      categoryId: cat.code!,
      tagIds: [tag.sql!],
      publishedDaysAgo: 6,
    });
    await createPostFixture({ slug: 'category-only', categoryId: cat.code!, publishedDaysAgo: 2 });
    await createPostFixture({ slug: 'category-only-older', categoryId: cat.code!, publishedDaysAgo: 30 });
    await createPostFixture({ slug: 'unrelated', categoryId: cat.careers!, tagIds: [tag.cv!], publishedDaysAgo: 1 });
    await createPostFixture({
      slug: 'related-draft',
      categoryId: cat.code!,
      tagIds: [tag.git!],
      publishedDaysAgo: null,
    });
    await createPostFixture({ slug: 'english-only', categoryId: cat.careers!, vi: false });
    await createPostFixture({
      slug: 'no-description',
      categoryId: cat.careers!,
      vi: false,
      descriptionEn: '  ',
      contentEn: '<h2>Start here</h2><p>The opening words become the description.</p>',
      publishedDaysAgo: 50,
    });
  });

  it('returns the post with its sanitised body, contents, reading time and both translations', async () => {
    const reply = await api.call('/api/posts/slugs/git-basics');
    expect(reply.status).toBe(200);
    const post = reply.body.data;
    expect(post).toMatchObject({
      slug: 'git-basics',
      language: 'en',
      title: 'Git basics',
      reading_minutes: 1,
      menu: { slug: 'code' },
      translations: [
        { language: 'en', slug: 'git-basics', title: 'Git basics' },
        { language: 'vi', slug: 'git-basics-vi', title: 'Git cơ bản' },
      ],
    });
    expect(post.content).toBe(
      '<h2 id="section-why">Why</h2><p>One two three.</p><h2 id="section-branches">Branches</h2><h3 id="section-merging">Merging</h3><p>Text</p>',
    );
    expect(post.toc).toEqual([
      { id: 'section-why', text: 'Why', level: 2 },
      { id: 'section-branches', text: 'Branches', level: 2 },
      { id: 'section-merging', text: 'Merging', level: 3 },
    ]);
    expect(post.tags.map((tag: { slug: string }) => tag.slug)).toEqual(['git', 'sql']);
  });

  it('finds a post by its other language’s slug and answers in the language asked for', async () => {
    const vi = await api.call('/api/posts/slugs/git-basics?lang=vi');
    expect(vi.body.data).toMatchObject({ slug: 'git-basics-vi', language: 'vi', title: 'Git cơ bản' });
    const en = await api.call('/api/posts/slugs/git-basics-vi', { headers: { 'Accept-Language': 'en' } });
    expect(en.body.data).toMatchObject({ slug: 'git-basics', language: 'en' });
    // No Vietnamese version yet: the English one, saying so in `language`.
    const only = await api.call('/api/posts/slugs/english-only?lang=vi');
    expect(only.body.data).toMatchObject({ slug: 'english-only', language: 'en' });
    expect(only.body.data.translations).toHaveLength(1);
  });

  it('answers 404 NOT_FOUND for an unknown slug and for drafts, and 400 for a malformed one', async () => {
    for (const slug of ['no-such-post', 'related-draft']) {
      for (const path of [`/api/posts/slugs/${slug}`, `/api/posts/slugs/${slug}/related`]) {
        const reply = await api.call(path);
        expect(reply.status, path).toBe(404);
        expect(reply.body).toEqual({
          success: false,
          error: { error_code: 'NOT_FOUND', request_id: expect.any(String), detail: 'No post with this address.' },
        });
      }
    }
    const bad = await api.call('/api/posts/slugs/Bad%20Slug');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ slug: 'Invalid slug' });
  });

  it('lists up to 3 related posts — shared tags first, then category, newest — never the post itself', async () => {
    const reply = await api.call('/api/posts/slugs/git-basics/related');
    expect(reply.status).toBe(200);
    const slugs = reply.body.data.map((post: { slug: string }) => post.slug);
    expect(slugs).toEqual(['two-tags', 'tag-and-category', 'category-only']);
    expect(slugs).not.toContain('git-basics');
    const vi = await api.call('/api/posts/slugs/git-basics-vi/related?lang=vi');
    expect(vi.body.data.map((post: { slug: string }) => post.slug)).toEqual([
      'two-tags-vi',
      'tag-and-category-vi',
      'category-only-vi',
    ]);
    const { id } = (await api.call('/api/posts/slugs/git-basics')).body.data;
    for (const post of [...reply.body.data, ...vi.body.data]) expect(post.id).not.toBe(id);
  });

  it('relates by category alone when no tag is shared, newest first', async () => {
    const reply = await api.call('/api/posts/slugs/unrelated/related');
    expect(reply.body.data.map((post: { slug: string }) => post.slug)).toEqual([
      'english-only',
      'two-tags',
      'no-description',
    ]);
  });

  it('describes a post stored without a description by the opening words of its body', async () => {
    const reply = await api.call('/api/posts/slugs/no-description');
    expect(reply.body.data.description).toBe('Start here The opening words become the description.');
  });

  it('carries the body in the post only: related posts are summaries, as in the list', async () => {
    const post = (await api.call('/api/posts/slugs/git-basics')).body.data;
    expect(post.content).toContain('<h2 id="section-branches">');
    for (const related of (await api.call('/api/posts/slugs/git-basics/related')).body.data) {
      expect(related).not.toHaveProperty('content');
      expect(related).not.toHaveProperty('toc');
    }
  });

  it('relates a post written through the service at once: writing one clears the cached replies', async () => {
    const slugs = async () =>
      (await api.call('/api/posts/slugs/git-basics/related')).body.data.map((post: { slug: string }) => post.slug);
    expect(await slugs()).toEqual(['two-tags', 'tag-and-category', 'category-only']);
    await createPostFixture({
      slug: 'three-shared',
      categoryId: cat.code!,
      tagIds: [tag.git!, tag.sql!],
      publishedDaysAgo: 0,
    });
    expect(await slugs()).toEqual(['three-shared', 'two-tags', 'tag-and-category']);
  });
});
