import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { backgroundWorkSettled } from '@/server/background-work';
import { getDb } from '@/server/db/client';
import { posts, postTranslations } from '@/server/db/schema/posts';
import { publishDuePosts } from '@/server/services/admin/posts/publish-due-posts';
import { unsafeParts } from '../../fixtures/html-safety';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { createPostCategories, createPostTags } from '../helpers/blog';
import { letPublicReadsExpire } from '../helpers/clock';
import { describeEachDatabase } from '../helpers/databases';
import { signedInUser } from '../helpers/users';

const ROUTES = [
  '/api/admin/audit-log',
  '/api/admin/posts',
  '/api/admin/posts/[id]',
  '/api/admin/posts/preview',
  '/api/posts',
  '/api/posts/slugs/[slug]',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
});

interface Words {
  title: string;
  slug: string;
  excerpt?: string;
  body_markdown?: string;
  seo_title?: string;
  seo_description?: string;
}

const words = (values: Words) => ({
  excerpt: '',
  body_markdown: `## ${values.title}\n\nThe **body** of ${values.title}.`,
  seo_title: '',
  seo_description: '',
  ...values,
});

describeEachDatabase('the back office: posts', () => {
  let admin: { token: string; user: { id: string; email: string } };
  let categories: Record<string, number>;
  let tags: Record<string, number>;

  beforeAll(async () => {
    admin = await signedInUser('admin');
    categories = await createPostCategories(['news', 'guides']);
    tags = await createPostTags(['react', 'sql']);
  });

  const start = async (title: string, language: 'en' | 'vi' = 'en') => {
    const reply = await api.call('/api/admin/posts', { token: admin.token, body: { language, title } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.data as { id: number; status: string; translations: Record<string, { slug: string } | null> };
  };
  const patch = (id: number, body: unknown) =>
    api.call(`/api/admin/posts/${id}`, { method: 'PATCH', token: admin.token, body });
  const tag = () => randomUUID().slice(0, 8);

  it('starts a draft from a title, its address following the title and numbered when taken, audited', async () => {
    const title = `Học SQL cơ bản ${tag()}`;
    const first = await start(title, 'vi');
    expect(first.status).toBe('draft');
    expect(first.translations.vi!.slug).toMatch(/^hoc-sql-co-ban-[a-z0-9]+$/);
    expect(first.translations.en).toBeNull();
    const second = await start(title, 'vi');
    expect(second.translations.vi!.slug).toBe(`${first.translations.vi!.slug}-2`);
    const audit = await auditOf(api, admin.token, 'post', first.id);
    expect(audit.map((row) => row.action)).toEqual(['post.create']);
    expect(audit[0]!.actor.email).toBe(admin.user.email);
  });

  it('refuses learners and visitors', async () => {
    const learner = await signedInUser();
    expect((await api.call('/api/admin/posts', { token: learner.token })).status).toBe(403);
    expect((await api.call('/api/admin/posts')).status).toBe(401);
    const post = await start(`Private ${tag()}`);
    expect((await patch(post.id, { status: 'draft' })).status).toBe(200);
    expect(
      (
        await api.call(`/api/admin/posts/${post.id}`, {
          method: 'PATCH',
          token: learner.token,
          body: { status: 'published' },
        })
      ).status,
    ).toBe(403);
  });

  it('stores the Markdown and its sanitised HTML, derives the excerpt, links the two languages', async () => {
    const t = tag();
    const post = await start(`Linked ${t}`);
    const reply = await patch(post.id, {
      category_id: categories.guides,
      tag_ids: [tags.react],
      new_tags: ['PostgreSQL 17'],
      cover: '/api/files/images/00000000-0000-4000-8000-000000000000',
      translations: {
        en: words({ title: `Linked ${t}`, slug: `linked-${t}`, seo_title: 'SEO title' }),
        vi: words({
          title: `Liên kết ${t}`,
          slug: `lien-ket-${t}`,
          body_markdown: 'Xin **chào** <script>alert(1)</script>',
        }),
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const saved = reply.body.data;
    expect(saved.translations.vi.body_markdown).toBe('Xin **chào** <script>alert(1)</script>');
    expect(saved.translations.en.seo_title).toBe('SEO title');
    expect(saved.translations.vi.excerpt).toBe('Xin chào');
    expect(saved.tag_ids).toHaveLength(2);
    expect(saved.category_id).toBe(categories.guides);
    const [vi] = await getDb()
      .select()
      .from(postTranslations)
      .where(eq(postTranslations.slug, `lien-ket-${t}`));
    expect(vi!.contentHtml.trim()).toBe('<p>Xin <strong>chào</strong> </p>');
  });

  it('answers field errors: a taken address, no body to publish, a past schedule, no language left, unknown category and tags', async () => {
    const t = tag();
    const other = await start(`Taken ${t}`);
    const post = await start(`Fields ${t}`);
    const taken = await patch(post.id, {
      translations: { en: words({ title: 'x', slug: other.translations.en!.slug }) },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(400);
    expect(taken.body.error.fields).toEqual({ 'translations.en.slug': 'Another post uses this address.' });
    const empty = await patch(post.id, { status: 'published' });
    expect(empty.body.error.fields).toEqual({
      'translations.en.body_markdown': 'Write the post before publishing it.',
    });
    const past = await patch(post.id, {
      translations: { en: words({ title: 'Fields', slug: `fields-past-${t}` }) },
      status: 'scheduled',
      publish_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.body.error.fields).toEqual({ publish_at: 'Choose a time in the future.' });
    expect((await patch(post.id, { status: 'scheduled' })).body.error.fields).toEqual({
      publish_at: 'Choose when to publish it.',
    });
    expect((await patch(post.id, { translations: { en: null } })).body.error.fields).toEqual({
      translations: 'Keep at least one language.',
    });
    expect((await patch(post.id, { category_id: 999_999 })).body.error.fields).toEqual({
      category_id: 'Choose a category from the list.',
    });
    expect((await patch(post.id, { tag_ids: [999_999] })).body.error.fields).toEqual({
      tag_ids: 'Choose tags from the list.',
    });
    expect((await patch(post.id, { translations: { en: words({ title: '', slug: 'Bad Slug' }) } })).status).toBe(400);
    // Nothing of the refused writes was kept.
    const current = (await api.call(`/api/admin/posts/${post.id}`, { token: admin.token })).body.data;
    expect(current.status).toBe('draft');
    expect(current.translations.en.slug).toBe(`fields-${t}`);
  });

  it('publishes, archives and publishes again keeping the first publication date; only published posts are public', async () => {
    const t = tag();
    const post = await start(`Lifecycle ${t}`);
    const slug = `lifecycle-${t}`;
    await patch(post.id, { translations: { en: words({ title: `Lifecycle ${t}`, slug }) } });
    expect((await api.call(`/api/posts/slugs/${slug}`)).status).toBe(404);
    const published = (await patch(post.id, { status: 'published' })).body.data;
    expect(published.status).toBe('published');
    expect((await api.call(`/api/posts/slugs/${slug}`)).status).toBe(200);
    await patch(post.id, { status: 'archived' });
    expect((await api.call(`/api/posts/slugs/${slug}`)).status).toBe(404);
    const again = (await patch(post.id, { status: 'published' })).body.data;
    expect(again.published_at).toBe(published.published_at);
    const audit = await auditOf(api, admin.token, 'post', post.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['post.create', 'post.update', 'post.publish', 'post.archive']),
    );
  });

  it('publishes a scheduled post at its time, once, as the server (its own job, beside the sweeps)', async () => {
    const t = tag();
    const post = await start(`Scheduled ${t}`);
    const slug = `scheduled-${t}`;
    const at = new Date(Date.now() + 1_500);
    const scheduled = await patch(post.id, {
      translations: { en: words({ title: `Scheduled ${t}`, slug }) },
      status: 'scheduled',
      publish_at: at.toISOString().replace('Z', '+00:00'),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body.data.status).toBe('scheduled');
    expect(await publishDuePosts(new Date())).not.toContain(post.id);
    expect((await api.call(`/api/posts/slugs/${slug}`)).status).toBe(404);

    await sleep(at.getTime() - Date.now() + 20);
    // Public from its time on, whether or not anything has marked it published yet…
    const early = await api.call(`/api/posts/slugs/${slug}`);
    expect(early.status, `${JSON.stringify(early.body)} ${Date.now() - at.getTime()}`).toBe(200);
    // …and marked published once, though the post's job and two instances' sweeps race for it.
    const [first, second] = await Promise.all([publishDuePosts(), publishDuePosts()]);
    await backgroundWorkSettled();
    expect(await publishDuePosts()).not.toContain(post.id);
    const [row] = await getDb().select().from(posts).where(eq(posts.id, post.id));
    expect(row!.status).toBe('published');
    expect(row!.publishedAt!.getTime()).toBe(at.getTime());
    letPublicReadsExpire();
    const list = await api.call('/api/posts?page=1&page_size=50');
    expect(list.body.data.map((item: { slug: string }) => item.slug)).toContain(slug);
    vi.restoreAllMocks();
    const audit = await auditOf(api, admin.token, 'post', post.id);
    const publications = audit.filter((entry) => entry.action === 'post.publish_scheduled');
    expect(publications.map((entry) => entry.actor.email)).toEqual(['server']);
    expect([...first!, ...second!].filter((id) => id === post.id).length).toBeLessThanOrEqual(1);
  });

  it('publishes a scheduled post through its job with no sweep at all', async () => {
    const t = tag();
    const post = await start(`Job ${t}`);
    const at = new Date(Date.now() + 800);
    await patch(post.id, {
      translations: { en: words({ title: `Job ${t}`, slug: `job-${t}` }) },
      status: 'scheduled',
      publish_at: at.toISOString().replace('Z', '+00:00'),
    });
    await sleep(at.getTime() - Date.now() + 300);
    await backgroundWorkSettled();
    const [row] = await getDb().select().from(posts).where(eq(posts.id, post.id));
    expect(row!.status).toBe('published');
  });

  it('lists posts filtered by status, language, category, author and title words', async () => {
    const t = tag();
    const post = await start(`Findable ${t}`, 'vi');
    await patch(post.id, { category_id: categories.news });
    const list = async (query: string) =>
      ((await api.call(`/api/admin/posts?${query}`, { token: admin.token })).body.data as { id: number }[]).map(
        (item) => item.id,
      );
    expect(await list(`q=findable ${t}`)).toEqual([post.id]);
    expect(await list(`q=${t}&language=vi&status=draft&category=${categories.news}&author=${admin.user.id}`)).toEqual([
      post.id,
    ]);
    expect(await list(`q=${t}&language=en`)).toEqual([]);
    expect(await list(`q=${t}&status=published`)).toEqual([]);
  });

  it('deletes a post, audited', async () => {
    const post = await start(`Deleted ${tag()}`);
    expect((await api.call(`/api/admin/posts/${post.id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await api.call(`/api/admin/posts/${post.id}`, { token: admin.token })).status).toBe(404);
    expect((await auditOf(api, admin.token, 'post', post.id)).map((row) => row.action)).toContain('post.delete');
  });

  it(`keeps the ${XSS_PAYLOADS.length} XSS payloads inert in the preview and on the public post`, async () => {
    const t = tag();
    const post = await start(`Hostile ${t}`);
    const body = XSS_PAYLOADS.filter((payload) => !payload.includes('\0')).join('\n\n');
    const preview = await api.call('/api/admin/posts/preview', { token: admin.token, body: { markdown: body } });
    expect(preview.status).toBe(200);
    expect(unsafeParts(preview.body.data.html)).toEqual([]);
    for (const payload of XSS_PAYLOADS) {
      const one = await api.call('/api/admin/posts/preview', {
        token: admin.token,
        body: { markdown: `[x](${payload}) ${payload}` },
      });
      expect(unsafeParts(one.body.data.html), payload).toEqual([]);
    }
    const slug = `hostile-${t}`;
    await patch(post.id, {
      translations: { en: words({ title: 'Hostile', slug, body_markdown: `Before\n\n${body}\n\nAfter` }) },
      status: 'published',
    });
    const page = await api.call(`/api/posts/slugs/${slug}`);
    expect(unsafeParts(page.body.data.content)).toEqual([]);
    expect(page.body.data.content).toContain('Before');
  });
});
