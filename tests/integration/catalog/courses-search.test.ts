import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import * as coursesRoute from '@/pages/api/exam/courses/index';
import { createCategories, createCourse, daysAgo } from '../helpers/catalog';
import { letPublicReadsExpire } from '../helpers/clock';
import { describeEachDatabase } from '../helpers/databases';
import { serveRoute, type RouteServer } from '../helpers/http';

let server: RouteServer;
beforeAll(async () => {
  server = await serveRoute(coursesRoute, '/api/exam/courses');
});
afterAll(() => server.close());

interface ListBody {
  success: boolean;
  data: { slug: string; title: string; short_description: string; categories: { id: number; name: string }[] }[];
  page: number;
  total_page: number;
}

describeEachDatabase('GET /api/exam/courses', () => {
  let cat: Record<string, number>;

  beforeAll(async () => {
    cat = {
      ...(await createCategories('tech', ['web', 'data'])),
      ...(await createCategories('lang', ['english'])),
    };
    await createCourse({
      slug: 'alpha',
      titleEn: 'Alpha JavaScript',
      titleVi: 'Lập trình JavaScript Alpha',
      priceVnd: 0,
      level: 'beginner',
      enrolmentCount: 100,
      rating: 4.5,
      publishedAt: daysAgo(10),
      categoryIds: [cat.web!],
    });
    await createCourse({
      slug: 'beta',
      titleEn: 'Beta Databases',
      titleVi: 'Cơ sở dữ liệu Beta',
      priceVnd: 299000,
      level: 'intermediate',
      enrolmentCount: 300,
      publishedAt: daysAgo(5),
      categoryIds: [cat.data!],
    });
    await createCourse({
      slug: 'gamma',
      titleEn: 'Gamma English',
      titleVi: 'Tiếng Anh Gamma',
      priceVnd: 199000,
      level: 'beginner',
      enrolmentCount: 200,
      publishedAt: daysAgo(1),
      categoryIds: [cat.english!],
      descriptionEn: 'Grammar, speaking and 100 everyday phrases.',
    });
    await createCourse({
      slug: 'delta',
      titleEn: 'Delta Web Performance',
      titleVi: 'Hiệu năng web Delta',
      priceVnd: 599000,
      level: 'advanced',
      enrolmentCount: 50,
      publishedAt: daysAgo(20),
      categoryIds: [cat.web!, cat.data!],
    });
    // Never listed: a draft and a course scheduled for tomorrow.
    await createCourse({ slug: 'draft', titleEn: 'Alpha Draft', titleVi: 'Bản nháp', publishedAt: null });
    await createCourse({ slug: 'future', titleEn: 'Alpha Future', titleVi: 'Tương lai', publishedAt: daysAgo(-1) });
  });

  const list = async (query: string, headers: Record<string, string> = {}): Promise<ListBody> => {
    const response = await server.request(`/api/exam/courses${query}`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as ListBody;
  };
  const slugs = async (query: string, headers?: Record<string, string>) =>
    (await list(query, headers)).data.map((c) => c.slug);

  it('lists published courses only, most popular first, in the default envelope', async () => {
    const body = await list('');
    expect(body).toMatchObject({ success: true, page: 1, total_page: 1 });
    expect(body.data.map((c) => c.slug)).toEqual(['beta', 'gamma', 'alpha', 'delta']);
    expect(body.data[3]).toEqual({
      id: expect.any(Number),
      slug: 'delta',
      title: 'Delta Web Performance',
      short_description: 'Short description of Delta Web Performance',
      thumbnail: '/images/courses/delta.svg',
      price_vnd: 599000,
      is_free: false,
      level: 'advanced',
      language: 'en',
      enrolment_count: 50,
      rating: 0,
      rating_count: 0,
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      categories: [
        { id: cat.web, slug: 'web', name: 'Category web' },
        { id: cat.data, slug: 'data', name: 'Category data' },
      ],
    });
  });

  it('matches the keyword against title and descriptions in the request language', async () => {
    expect(await slugs('?keyword=javascript')).toEqual(['alpha']);
    expect(await slugs('?keyword=PHRASES')).toEqual(['gamma']);
    expect(await slugs(`?keyword=${encodeURIComponent('lập trình')}&lang=vi`)).toEqual(['alpha']);
    expect(await slugs(`?keyword=${encodeURIComponent('lập trình')}`, { 'Accept-Language': 'vi-VN,vi;q=0.9' })).toEqual(
      ['alpha'],
    );
    // English fields do not contain the Vietnamese words.
    expect(await slugs(`?keyword=${encodeURIComponent('lập trình')}&lang=en`)).toEqual([]);
    // LIKE wildcards in the keyword are plain characters.
    expect(await slugs('?keyword=%25')).toEqual([]);
    expect(await slugs('?keyword=_')).toEqual([]);
    // A blank keyword is no filter.
    expect(await slugs('?keyword=%20%20')).toHaveLength(4);
  });

  it('ignores diacritics and case on both sides: Vietnamese is often typed without its marks', async () => {
    const vi = async (keyword: string) => slugs(`?keyword=${encodeURIComponent(keyword)}&lang=vi`);
    expect(await vi('lap trinh')).toEqual(['alpha']);
    expect(await vi('LẬP TRÌNH')).toEqual(['alpha']);
    expect(await vi('co so du lieu')).toEqual(['beta']);
    expect(await vi('DU LIEU')).toEqual(['beta']);
    expect(await vi('tieng anh')).toEqual(['gamma']);
    // Marks typed where the text has none still match.
    expect(await vi('Tiếng Ánh')).toEqual(['gamma']);
    // Decomposed input (NFD, as some keyboards send it) folds the same.
    expect(await vi('lập trình'.normalize('NFD'))).toEqual(['alpha']);
    // Folded, the words still have to be there: no fuzzy matching.
    expect(await vi('lap trinh python')).toEqual([]);
  });

  it('finds every word of the keyword, in any order and in any of the fields', async () => {
    expect(await slugs(`?keyword=${encodeURIComponent('javascript lập trình')}&lang=vi`)).toEqual(['alpha']);
    // "English" is in the title, "phrases" in the description.
    expect(await slugs('?keyword=phrases%20%20english')).toEqual(['gamma']);
    // Each word matches some course, but no course has both.
    expect(await slugs('?keyword=javascript%20phrases')).toEqual([]);
    // Every word is literal text.
    expect(await slugs('?keyword=english%20%25')).toEqual([]);
  });

  it('filters by any of the categories, given as a comma list or repeated; an empty list is dropped', async () => {
    expect(await slugs(`?category_ids=${cat.web}`)).toEqual(['alpha', 'delta']);
    expect(await slugs(`?category_ids=${cat.web},${cat.english}`)).toEqual(['gamma', 'alpha', 'delta']);
    expect(await slugs(`?category_ids=${cat.web}&category_ids=${cat.english}`)).toEqual(['gamma', 'alpha', 'delta']);
    expect(await slugs('?category_ids=')).toEqual(['beta', 'gamma', 'alpha', 'delta']);
    expect(await slugs('?category_ids=,')).toHaveLength(4);
    expect(await slugs('?category_ids=999999')).toEqual([]);
  });

  it('filters by price and level, combined with the other filters', async () => {
    expect(await slugs('?price=free')).toEqual(['alpha']);
    expect(await slugs('?price=paid')).toEqual(['beta', 'gamma', 'delta']);
    expect(await slugs('?level=beginner')).toEqual(['gamma', 'alpha']);
    expect(await slugs(`?level=beginner&price=paid&category_ids=${cat.english}`)).toEqual(['gamma']);
    expect(await slugs('?price=&level=')).toHaveLength(4);
  });

  it('sorts by popularity, novelty and price', async () => {
    expect(await slugs('?sort=popular')).toEqual(['beta', 'gamma', 'alpha', 'delta']);
    expect(await slugs('?sort=newest')).toEqual(['gamma', 'beta', 'alpha', 'delta']);
    expect(await slugs('?sort=price_asc')).toEqual(['alpha', 'gamma', 'beta', 'delta']);
    expect(await slugs('?sort=price_desc')).toEqual(['delta', 'beta', 'gamma', 'alpha']);
  });

  it('pages with page and page_size, reporting total_page', async () => {
    const first = await list('?page_size=3&sort=price_asc');
    expect(first).toMatchObject({ page: 1, total_page: 2 });
    expect(first.data.map((c) => c.slug)).toEqual(['alpha', 'gamma', 'beta']);
    const second = await list('?page_size=3&page=2&sort=price_asc');
    expect(second).toMatchObject({ page: 2, total_page: 2 });
    expect(second.data.map((c) => c.slug)).toEqual(['delta']);
    const beyond = await list('?page_size=3&page=3');
    expect(beyond).toMatchObject({ page: 3, total_page: 2, data: [] });
    expect(await list('?keyword=nothing-matches')).toMatchObject({ page: 1, total_page: 0, data: [] });
    expect(await list('?page_size=50')).toMatchObject({ total_page: 1 });
  });

  it('answers in Vietnamese for ?lang=vi or a Vietnamese Accept-Language, ?lang winning', async () => {
    const vi = await list('?lang=vi&sort=price_desc');
    expect(vi.data[0]).toMatchObject({
      title: 'Hiệu năng web Delta',
      short_description: 'Mô tả ngắn của Hiệu năng web Delta',
      categories: [{ name: 'Danh mục web' }, { name: 'Danh mục data' }],
    });
    expect((await list('?sort=price_desc', { 'Accept-Language': 'vi' })).data[0]!.title).toBe('Hiệu năng web Delta');
    expect((await list('?sort=price_desc', { 'Accept-Language': 'en-US,vi;q=0.8' })).data[0]!.title).toBe(
      'Delta Web Performance',
    );
    expect((await list('?sort=price_desc&lang=en', { 'Accept-Language': 'vi' })).data[0]!.title).toBe(
      'Delta Web Performance',
    );
  });

  it('rejects invalid filters with VALIDATION_ERROR naming the field', async () => {
    for (const [query, field] of [
      ['?page_size=51', 'page_size'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?level=expert', 'level'],
      ['?sort=cheapest', 'sort'],
      ['?price=cheap', 'price'],
      ['?category_ids=1,x', 'category_ids.1'],
      ['?lang=fr', 'lang'],
    ] as const) {
      const response = await server.request(`/api/exam/courses${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.error.error_code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields), query).toContain(field);
    }
  });

  // Last: it adds a course.
  it('serves one search from memory for a while, whatever the order of its categories', async () => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const before = await slugs(`?category_ids=${cat.web},${cat.data}&sort=newest`);
    expect(before).toEqual(['beta', 'alpha', 'delta']);
    await createCourse({
      slug: 'epsilon',
      titleEn: 'Epsilon Data',
      titleVi: 'Dữ liệu Epsilon',
      publishedAt: daysAgo(2),
      categoryIds: [cat.data!],
    });
    expect(await slugs(`?category_ids=${cat.data},${cat.web},${cat.data}&sort=newest`)).toEqual(before);
    letPublicReadsExpire();
    expect(await slugs(`?category_ids=${cat.data},${cat.web}&sort=newest`)).toEqual([
      'epsilon',
      'beta',
      'alpha',
      'delta',
    ]);
  });
});
