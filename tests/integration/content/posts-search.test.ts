import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as categoriesRoute from '@/pages/api/posts/categories';
import * as postsRoute from '@/pages/api/posts/index';
import { getDb } from '@/server/db/client';
import { postTranslations } from '@/server/db/schema/posts';
import { serveApi, type Api } from '../helpers/api';
import { letPublicReadsExpire } from '../helpers/clock';
import { createPostCategories, createPostFixture, createPostTags } from '../helpers/blog';
import { describeEachDatabase } from '../helpers/databases';

let api: Api;
beforeAll(async () => {
  api = await serveApi({ '/api/posts': postsRoute, '/api/posts/categories': categoriesRoute });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
});

describeEachDatabase('GET /api/posts', () => {
  let cat: Record<string, number>;

  beforeAll(async () => {
    cat = await createPostCategories(['code', 'careers', 'tips']);
    const tags = await createPostTags(['git']);
    // Twelve code posts, newest first by number: code-01 is the newest.
    for (let n = 1; n <= 12; n += 1) {
      const slug = `code-${String(n).padStart(2, '0')}`;
      await createPostFixture({ slug, categoryId: cat.code!, publishedDaysAgo: n, titleEn: `Coding note ${n}` });
    }
    await createPostFixture({
      slug: 'git-basics',
      categoryId: cat.tips!,
      tagIds: [tags.git!],
      titleEn: 'Git basics for everyone',
      titleVi: 'Git cơ bản cho mọi người',
      descriptionEn: 'Branches and commits, 100% practical',
      descriptionVi: 'Nhánh và commit, thực hành 100%',
      publishedDaysAgo: 20,
      authorEmail: 'khoa@example.test',
    });
    await createPostFixture({
      slug: 'cv-writing',
      categoryId: cat.careers!,
      titleEn: 'Writing a CV',
      titleVi: 'Viết CV xin việc',
      descriptionVi: 'Để được gọi phỏng vấn',
      publishedDaysAgo: 30,
    });
    await createPostFixture({ slug: 'english-only', categoryId: cat.careers!, vi: false, publishedDaysAgo: 40 });
    // Never listed: a draft and a post scheduled for tomorrow.
    await createPostFixture({ slug: 'draft', categoryId: cat.code!, titleEn: 'Coding draft', publishedDaysAgo: null });
    await createPostFixture({ slug: 'future', categoryId: cat.code!, titleEn: 'Coding future', publishedDaysAgo: -1 });
  });

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const reply = await api.call(`/api/posts${query}`, { headers });
    expect(reply.status).toBe(200);
    return reply.body as { data: { slug: string; title: string }[]; page: number; total_page: number };
  };
  const slugs = async (query: string, headers?: Record<string, string>) =>
    (await list(query, headers)).data.map((post) => post.slug);

  it('lists published posts newest first, 9 a page, with page and total_page', async () => {
    const first = await list('');
    expect(first.page).toBe(1);
    expect(first.total_page).toBe(2);
    expect(first.data.map((post) => post.slug)).toEqual([
      'code-01',
      'code-02',
      'code-03',
      'code-04',
      'code-05',
      'code-06',
      'code-07',
      'code-08',
      'code-09',
    ]);
    expect(await slugs('?page=2')).toEqual([
      'code-10',
      'code-11',
      'code-12',
      'git-basics',
      'cv-writing',
      'english-only',
    ]);
    expect(await slugs('?page=3')).toEqual([]);
    expect(await slugs('?page=2&page_size=5')).toEqual(['code-06', 'code-07', 'code-08', 'code-09', 'code-10']);
  });

  it('answers in the request language, listing only posts published in it', async () => {
    const vi = await list('?lang=vi&page_size=50');
    expect(vi.data.map((post) => post.slug)).not.toContain('english-only');
    expect(vi.data.find((post) => post.slug === 'git-basics-vi')?.title).toBe('Git cơ bản cho mọi người');
    expect((await list('?page_size=50', { 'Accept-Language': 'vi-VN,vi;q=0.9' })).data).toHaveLength(14);
  });

  it('returns the spec fields: author, dates, menu (category) and tags', async () => {
    const [post] = (await api.call('/api/posts?keyword=git')).body.data;
    expect(post).toEqual({
      id: expect.any(Number),
      slug: 'git-basics',
      language: 'en',
      title: 'Git basics for everyone',
      description: 'Branches and commits, 100% practical',
      thumbnail: '/images/posts/git-basics.svg',
      created_by: { id: expect.any(String), name: 'Trần Minh Khoa' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      menu: { id: cat.tips, slug: 'tips', title: 'Category tips' },
      tags: [{ id: expect.any(Number), slug: 'git', name: 'Tag git' }],
    });
  });

  it('searches title and description in the request language, case-insensitively and literally', async () => {
    expect(await slugs('?keyword=GIT%20BASICS')).toEqual(['git-basics']);
    expect(await slugs('?keyword=practical')).toEqual(['git-basics']);
    expect(await slugs('?keyword=th%E1%BB%B1c%20h%C3%A0nh&lang=vi')).toEqual(['git-basics-vi']);
    // English words are not searched in the Vietnamese text, and LIKE wildcards match themselves.
    expect(await slugs('?keyword=practical&lang=vi')).toEqual([]);
    expect(await slugs('?keyword=100%25')).toEqual(['git-basics']);
    expect(await slugs('?keyword=_')).toEqual([]);
    expect(await slugs('?keyword=%20%20')).toHaveLength(9);
    expect(await slugs('?keyword=git%00')).toEqual(['git-basics']);
  });

  it('ignores diacritics on both sides: Vietnamese is often typed without its marks', async () => {
    const vi = async (keyword: string) => slugs(`?keyword=${encodeURIComponent(keyword)}&lang=vi`);
    expect(await vi('thuc hanh')).toEqual(['git-basics-vi']);
    expect(await vi('CO BAN')).toEqual(['git-basics-vi']);
    // đ has no decomposition in Unicode: it is folded to d by hand, on both sides.
    expect(await vi('de duoc goi')).toEqual(['cv-writing-vi']);
    expect(await vi('ĐỂ ĐƯỢC')).toEqual(['cv-writing-vi']);
    expect(await vi('viet cv')).toEqual(['cv-writing-vi']);
  });

  it('filters by category slug or id; "all" and empty mean every category; unknown ones match nothing', async () => {
    expect(await slugs('?category=careers')).toEqual(['cv-writing', 'english-only']);
    expect(await slugs(`?category=${cat.tips}`)).toEqual(['git-basics']);
    expect((await list('?category=all')).total_page).toBe(2);
    expect((await list('?category=')).total_page).toBe(2);
    const unknown = await list('?category=nope');
    expect(unknown).toMatchObject({ data: [], page: 1, total_page: 0 });
    // An id past the id column's range is unknown too, not a database error.
    expect(await list('?category=2147483648')).toMatchObject({ data: [], total_page: 0 });
    expect(await list('?category=99999999999999999999')).toMatchObject({ data: [], total_page: 0 });
    expect(await slugs('?category=code&keyword=note%201')).toEqual(['code-01', 'code-10', 'code-11', 'code-12']);
  });

  it('refuses bad parameters with VALIDATION_ERROR naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page_size=51', 'page_size'],
      ['?category=DROP%20TABLE', 'category'],
      [`?keyword=${'x'.repeat(101)}`, 'keyword'],
      ['?lang=fr', 'lang'],
    ] as const) {
      const reply = await api.call(`/api/posts${query}`);
      expect(reply.status, query).toBe(400);
      expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
      expect(Object.keys(reply.body.error.fields)).toEqual([field]);
    }
  });

  it('GET /api/posts/categories lists the tabs in order, in the request language', async () => {
    const reply = await api.call('/api/posts/categories?lang=vi');
    expect(reply.body.data).toEqual([
      { id: cat.code, slug: 'code', title: 'Danh mục code' },
      { id: cat.careers, slug: 'careers', title: 'Danh mục careers' },
      { id: cat.tips, slug: 'tips', title: 'Danh mục tips' },
    ]);
  });

  it('serves a read again from memory, for every visitor, until it expires', async () => {
    expect(await slugs('?keyword=renamed')).toEqual([]);
    // Written around the service (no post written through createPost): the cached page stands.
    await getDb().update(postTranslations).set({ title: 'Renamed note' }).where(eq(postTranslations.slug, 'code-12'));
    expect(await slugs('?keyword=renamed')).toEqual([]);
    letPublicReadsExpire();
    expect(await slugs('?keyword=renamed')).toEqual(['code-12']);
  });

  it('lists a post written through the service at once: writing one clears the cached lists', async () => {
    expect(await slugs('?keyword=fresh')).toEqual([]);
    expect((await slugs(''))[0]).toBe('code-01');
    await createPostFixture({
      slug: 'fresh-news',
      categoryId: cat.tips!,
      titleEn: 'Fresh news',
      publishedDaysAgo: 0.01,
    });
    expect(await slugs('?keyword=fresh')).toEqual(['fresh-news']);
    expect((await slugs(''))[0]).toBe('fresh-news');
  });
});
