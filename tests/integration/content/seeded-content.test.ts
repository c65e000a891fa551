import { afterAll, beforeAll, expect, it } from 'vitest';
import * as categoriesRoute from '@/pages/api/posts/categories';
import * as postsRoute from '@/pages/api/posts/index';
import * as postRoute from '@/pages/api/posts/slugs/[slug]/index';
import * as relatedRoute from '@/pages/api/posts/slugs/[slug]/related';
import * as ourWorksRoute from '@/pages/api/source-codes/our-works';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { serveApi, type Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';

let api: Api;
beforeAll(async () => {
  api = await serveApi({
    '/api/posts': postsRoute,
    '/api/posts/categories': categoriesRoute,
    '/api/posts/slugs/[slug]': postRoute,
    '/api/posts/slugs/[slug]/related': relatedRoute,
    '/api/source-codes/our-works': ourWorksRoute,
  });
});
afterAll(() => api.close());

describeEachDatabase('the seeded blog and showcase', () => {
  beforeAll(async () => {
    await seedDatabase();
    // Seeding again changes nothing.
    await seedDatabase();
  });

  it('publish 12+ posts in each language over 3 categories, signed by the team', async () => {
    for (const lang of ['en', 'vi']) {
      const reply = await api.call(`/api/posts?lang=${lang}&page_size=50`);
      expect(reply.body.data.length).toBeGreaterThanOrEqual(12);
      expect(new Set(reply.body.data.map((post: { menu: { id: number } }) => post.menu.id)).size).toBe(3);
      for (const post of reply.body.data) {
        expect(post.created_by).toEqual({ id: expect.any(String), name: 'LearnHub Admin' });
        expect(post.language).toBe(lang);
      }
    }
    const categories = await api.call('/api/posts/categories?lang=vi');
    expect(categories.body.data.map((c: { title: string }) => c.title)).toEqual([
      'Học lập trình',
      'Nghề nghiệp',
      'Mẹo học tập',
    ]);
  });

  it('link every post to its other language and to related posts', async () => {
    const { data: posts } = (await api.call('/api/posts?page_size=50')).body;
    for (const post of posts as { slug: string }[]) {
      const detail = (await api.call(`/api/posts/slugs/${post.slug}`)).body.data;
      expect(detail.translations.map((t: { language: string }) => t.language)).toEqual(['en', 'vi']);
      expect(detail.toc.length).toBeGreaterThanOrEqual(3);
      const related = (await api.call(`/api/posts/slugs/${post.slug}/related`)).body.data;
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((r: { slug: string }) => r.slug)).not.toContain(post.slug);
    }
  });

  it('show 6+ projects in the showcase, in both languages', async () => {
    const en = (await api.call('/api/source-codes/our-works')).body.data;
    const vi = (await api.call('/api/source-codes/our-works', { headers: { 'Accept-Language': 'vi' } })).body.data;
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(vi).toHaveLength(en.length);
    expect(en[0]).toEqual({
      id: expect.any(Number),
      slug: 'song-han-logistics-tracking',
      title: 'Shipment tracking portal',
      client: 'Sông Hàn Logistics',
      industry: 'Freight forwarding, Đà Nẵng',
      summary: expect.stringContaining('containers'),
      outcome: expect.stringContaining('two thirds'),
      stack: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Redis'],
      images: ['/images/our-works/song-han-logistics-1.svg', '/images/our-works/song-han-logistics-2.svg'],
      year: 2025,
    });
    expect(vi[0]).toMatchObject({ title: 'Cổng theo dõi lô hàng', client: 'Sông Hàn Logistics' });
  });
});
