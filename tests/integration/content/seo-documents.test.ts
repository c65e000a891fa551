import { JSDOM } from 'jsdom';
import { beforeAll, expect, it } from 'vitest';
import { seedDatabase } from '@/server/db/seed/seed-database';
import { SEED_POSTS } from '@/server/db/seed/content/seed-posts';
import { COURSES } from '@/server/db/seed/catalog/courses';
import { courseSlug } from '@/server/db/seed/catalog/seed-catalog';
import { ACCOUNT_PRODUCTS } from '@/server/db/seed/commerce/account-store-data';
import { SOURCE_CODES } from '@/server/db/seed/commerce/source-codes-data';
import { toAsciiSlug } from '@/lib/format/slug';
import { buildPostFeed } from '@/server/services/seo/build-post-feed';
import { buildRobots } from '@/server/services/seo/build-robots';
import { buildSitemap } from '@/server/services/seo/build-sitemap';
import { SITEMAP_SOURCES } from '@/server/services/seo/sitemap-sources';
import { unsafeParts } from '../../fixtures/html-safety';
import { createPostCategories, createPostFixture } from '../helpers/blog';
import { describeEachDatabase } from '../helpers/databases';

const ORIGIN = 'http://localhost:3000';

const parseXml = (text: string) => new JSDOM(text, { contentType: 'text/xml' }).window.document;

describeEachDatabase('sitemap, robots.txt and the RSS feeds', () => {
  beforeAll(() => seedDatabase());

  it('the sitemap lists every public page, course, post and product in both languages, each naming its alternates', async () => {
    const document = parseXml(await buildSitemap());
    expect(document.querySelector('parsererror')).toBeNull();
    const urls = [...document.getElementsByTagName('url')];
    const locs = urls.map((url) => url.getElementsByTagName('loc')[0]!.textContent);

    const pages = ['', '/courses', '/posts', '/source-codes', '/account', '/our-works', '/about-us', '/contact'];
    for (const path of pages) {
      expect(locs).toContain(`${ORIGIN}${path || '/'}`);
      expect(locs).toContain(`${ORIGIN}/vi${path}`);
    }
    for (const course of COURSES) {
      expect(locs).toContain(`${ORIGIN}/courses/${courseSlug(course)}`);
      expect(locs).toContain(`${ORIGIN}/vi/courses/${courseSlug(course)}`);
    }
    for (const post of SEED_POSTS) {
      expect(locs).toContain(`${ORIGIN}/posts/${toAsciiSlug(post.en.title)}`);
      expect(locs).toContain(`${ORIGIN}/vi/posts/${toAsciiSlug(post.vi.title)}`);
    }
    const products = [
      ...SOURCE_CODES.map((product) => `/source-codes/${product.slug}`),
      ...ACCOUNT_PRODUCTS.map((product) => `/account/${product.slug}`),
    ];
    for (const path of products) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/vi${path}`);
    }
    expect(urls).toHaveLength(2 * (pages.length + COURSES.length + SEED_POSTS.length + products.length));

    // A post's two URLs name each other, and English as x-default.
    const post = SEED_POSTS[0]!;
    const viUrl = urls.find((url) => url.textContent!.includes(`/vi/posts/${toAsciiSlug(post.vi.title)}`))!;
    const alternates = [...viUrl.getElementsByTagName('xhtml:link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/posts/${toAsciiSlug(post.en.title)}`],
      ['vi', `${ORIGIN}/vi/posts/${toAsciiSlug(post.vi.title)}`],
      ['x-default', `${ORIGIN}/posts/${toAsciiSlug(post.en.title)}`],
    ]);
    expect(viUrl.getElementsByTagName('lastmod')[0]!.textContent).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a new kind of content joins the sitemap by adding a source, even in one language only', async () => {
    const xml = await buildSitemap([
      ...SITEMAP_SOURCES,
      { name: 'products', entries: async () => [{ paths: { vi: '/source-codes/ban-hang' }, priority: 0.6 }] },
    ]);
    expect(xml).toContain(`<loc>${ORIGIN}/vi/source-codes/ban-hang</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/vi/source-codes/ban-hang"`);
    expect(xml).not.toContain(`<loc>${ORIGIN}/source-codes/ban-hang</loc>`);
  });

  it('robots.txt keeps crawlers out of private pages in both languages and points to the sitemap', () => {
    const robots = buildRobots();
    for (const path of ['/api/', '/profile', '/authen/', '/vi/profile', '/vi/newsletter/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('each language has an RSS feed of its newest posts with their sanitised bodies', async () => {
    for (const language of ['en', 'vi'] as const) {
      const document = parseXml(await buildPostFeed(language));
      expect(document.querySelector('parsererror')).toBeNull();
      expect(document.querySelector('channel > language')!.textContent).toBe(language);
      const items = [...document.getElementsByTagName('item')];
      expect(items).toHaveLength(SEED_POSTS.length);
      const newest = [...SEED_POSTS].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo)[0]!;
      expect(items[0]!.getElementsByTagName('title')[0]!.textContent).toBe(newest[language].title);
      expect(items[0]!.getElementsByTagName('link')[0]!.textContent).toBe(
        `${ORIGIN}${language === 'vi' ? '/vi' : ''}/posts/${toAsciiSlug(newest[language].title)}`,
      );
      for (const item of items) {
        const content = item.getElementsByTagName('content:encoded')[0]!.textContent!;
        expect(content).toMatch(/<h2 id="/);
        expect(unsafeParts(content)).toEqual([]);
      }
    }
  });
});

describeEachDatabase('the RSS feed and what authors write', () => {
  it('keeps titles and descriptions text, and makes a body’s own links absolute', async () => {
    const categories = await createPostCategories(['feed']);
    await createPostFixture({
      slug: 'feed-quirks',
      categoryId: categories.feed!,
      titleEn: 'A ]]> B ]]><x/> & <b>bold</b>',
      descriptionEn: 'Quoting <img src=x onerror=alert(1)> in a lesson',
      contentEn: '<p>See <a href="/posts/other">this</a> and <img src="/images/posts/a.svg" alt="A">.</p>',
      vi: false,
    });
    const document = parseXml(await buildPostFeed('en'));
    expect(document.querySelector('parsererror')).toBeNull();
    const [item] = [...document.getElementsByTagName('item')];
    const title = item!.getElementsByTagName('title')[0]!;
    expect(title.children).toHaveLength(0);
    // What a reader shows, reading the title and the description as HTML.
    const asHtml = (text: string) => new JSDOM(`<body>${text}</body>`).window.document.body;
    expect(asHtml(title.textContent!).textContent).toBe('A ]]> B ]]><x/> & <b>bold</b>');
    const description = asHtml(item!.getElementsByTagName('description')[0]!.textContent!);
    expect(description.children).toHaveLength(0);
    expect(description.textContent).toBe('Quoting <img src=x onerror=alert(1)> in a lesson');
    const content = item!.getElementsByTagName('content:encoded')[0]!.textContent!;
    expect(content).toContain(`href="${ORIGIN}/posts/other"`);
    expect(content).toContain(`src="${ORIGIN}/images/posts/a.svg"`);
  });
});
