import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { createSourceCode, createSourceFilters, ipnQuery, orderAndPay } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { storeTestUpload } from '../helpers/uploads';
import { signedInUser } from '../helpers/users';

const ROUTES = [
  '/api/orders',
  '/api/orders/[id]',
  '/api/orders/[id]/payment',
  '/api/payments/vnpay/ipn',
  '/api/source-codes',
  '/api/source-codes/[id]',
  '/api/source-codes/[id]/download',
  '/api/admin/audit-log',
  '/api/admin/source-codes',
  '/api/admin/source-codes/[id]',
  '/api/admin/source-codes/[id]/versions',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());

/** A ZIP's magic bytes and some content of its own (the same bytes twice are one upload). */
const zipBytes = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(256)]);
const slug = () => `admin-made-${randomUUID().slice(0, 8)}`;

const WRITTEN = {
  title: { en: 'Booking app', vi: 'Ứng dụng đặt lịch' },
  short_description: { en: 'Bookings for salons.', vi: 'Đặt lịch cho tiệm tóc.' },
  description: { en: 'A whole booking app.', vi: 'Cả một ứng dụng đặt lịch.' },
};

describeEachDatabase('the back office: source-code products', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const create = (body: Record<string, unknown>, token = admin.token) =>
    api.call('/api/admin/source-codes', { token, body });
  const patch = (id: number, body: Record<string, unknown>, token = admin.token) =>
    api.call(`/api/admin/source-codes/${id}`, { token, method: 'PATCH', body });
  const publicList = async () =>
    ((await api.call('/api/source-codes?page_size=50&sort=newest')).body.data as { id: number }[]).map((row) => row.id);

  it('creates a draft with its first version; publishing puts it on sale at once, unpublishing takes it off', async () => {
    const bytes = zipBytes();
    const archive = await storeTestUpload('archive', bytes, 'booking.zip');
    const facets = await createSourceFilters();
    // Read before the product exists: the shop's cached list must not hide it once published.
    const before = await publicList();

    const created = await create({
      slug: slug(),
      ...WRITTEN,
      price_vnd: 300_000,
      tech_stack: ['Next.js', 'PostgreSQL'],
      filter_ids: [facets.a, facets.c],
      gallery: ['/images/placeholder.svg'],
      demo_url: 'https://demo.example.com',
      first_version: { upload_id: archive.id, version: '1.2.0' },
    });
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product).toMatchObject({
      status: 'draft',
      published_at: null,
      version: '1.2.0',
      file_name: `${product.slug}-1.2.0.zip`,
      file_size_bytes: bytes.length,
      tech_stack: ['Next.js', 'PostgreSQL'],
      filter_ids: [facets.a!, facets.c!].sort((a, b) => a - b),
      thumbnail: '/images/placeholder.svg',
    });
    // A draft is not on sale; its versions are there for the admin.
    expect((await api.call(`/api/source-codes/${product.id}`)).status).toBe(404);
    const versions = await api.call(`/api/admin/source-codes/${product.id}/versions`, { token: admin.token });
    expect(versions.body.data.versions).toMatchObject([
      { version: '1.2.0', changelog: { en: 'First release.', vi: 'Bản phát hành đầu tiên.' } },
    ]);

    const published = await patch(product.id, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('published');
    expect(before).not.toContain(product.id);
    expect(await publicList()).toContain(product.id);
    const page = await api.call(`/api/source-codes/${product.id}?lang=vi`);
    expect(page.body.data).toMatchObject({
      title: 'Ứng dụng đặt lịch',
      version: '1.2.0',
      demo_url: 'https://demo.example.com',
    });
    const byFacet = await api.call(`/api/source-codes?filter_ids=${facets.c}`);
    expect(byFacet.body.data.map((row: { id: number }) => row.id)).toEqual([product.id]);

    // A buyer downloads the archive; taken off sale, the product leaves the shop and the buyer keeps it.
    const buyer = await signedInUser();
    const { request } = await orderAndPay(api, buyer.token, [{ product_type: 'SOURCE', product_id: product.id }]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`)).body.RspCode).toBe('00');
    expect((await patch(product.id, { status: 'draft' })).body.data.status).toBe('draft');
    expect(await publicList()).not.toContain(product.id);
    const download = await api.raw(`/api/source-codes/${product.id}/download`, { token: buyer.token });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const audit = await auditOf(api, admin.token, 'source_code', product.id);
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'source_code.unpublish',
      'source_code.publish',
      'source_code.create',
    ]);
    expect(audit[2]).toMatchObject({ after: { slug: product.slug, price_vnd: 300_000, sha256: archive.sha256 } });
    expect(audit[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('edits every field, keeps the first publication date and answers the public page in both languages', async () => {
    const product = await createSourceCode({ priceVnd: 100_000 });
    const facets = await createSourceFilters();
    const { body: first } = await api.call(`/api/admin/source-codes/${product.id}`, { token: admin.token });
    const newSlug = slug();
    const reply = await patch(product.id, {
      slug: newSlug,
      ...WRITTEN,
      price_vnd: 0,
      tech_stack: ['Flutter'],
      filter_ids: [facets.b],
      thumbnail: '/api/files/images/00000000-0000-4000-8000-000000000001',
      gallery: ['/images/a.svg', '/images/b.svg'],
      demo_url: null,
      status: 'published',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      slug: newSlug,
      price_vnd: 0,
      tech_stack: ['Flutter'],
      filter_ids: [facets.b],
      gallery: ['/images/a.svg', '/images/b.svg'],
      demo_url: null,
      published_at: first.data.published_at,
    });
    const english = await api.call(`/api/source-codes/${product.id}?lang=en`);
    expect(english.body.data).toMatchObject({
      title: 'Booking app',
      is_free: true,
      gallery: ['/images/a.svg', '/images/b.svg'],
    });
    const [audit] = await auditOf(api, admin.token, 'source_code', product.id);
    expect(audit).toMatchObject({
      action: 'source_code.update',
      before: { slug: product.slug, price_vnd: 100_000 },
      after: { slug: newSlug, price_vnd: 0, filter_ids: [facets.b] },
    });
  });

  describe('refuses', () => {
    it('learners, unknown products and a slug another product has', async () => {
      const learner = await signedInUser();
      const archive = await storeTestUpload('archive', zipBytes());
      const body = { slug: slug(), title: WRITTEN.title, price_vnd: 0, first_version: { upload_id: archive.id } };
      expect((await create(body, learner.token)).status).toBe(403);
      expect((await api.call('/api/admin/source-codes', { body })).status).toBe(401);
      expect((await patch(999_999, { price_vnd: 1 })).status).toBe(404);
      expect((await api.call('/api/admin/source-codes/999999', { token: admin.token })).status).toBe(404);

      const existing = await createSourceCode();
      const taken = await create({ ...body, slug: existing.slug });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatchObject({ error_code: 'SLUG_TAKEN', fields: { slug: expect.any(String) } });
      const other = await createSourceCode();
      expect((await patch(other.id, { slug: existing.slug })).body.error.error_code).toBe('SLUG_TAKEN');
    });

    it('bad fields, each named', async () => {
      const archive = await storeTestUpload('archive', zipBytes());
      const image = await storeTestUpload(
        'image',
        Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), randomBytes(64)]),
      );
      const valid = { slug: slug(), title: WRITTEN.title, price_vnd: 0, first_version: { upload_id: archive.id } };
      const fieldsOf = async (body: Record<string, unknown>) => {
        const reply = await create(body);
        expect(reply.status).toBe(400);
        return Object.keys(reply.body.error.fields ?? {});
      };
      expect(await fieldsOf({ ...valid, slug: 'Not A Slug' })).toContain('slug');
      expect(await fieldsOf({ ...valid, price_vnd: -1 })).toContain('price_vnd');
      expect(await fieldsOf({ ...valid, demo_url: 'javascript:alert(1)' })).toContain('demo_url');
      expect(await fieldsOf({ ...valid, tech_stack: ['React', 'react'] })).toContain('tech_stack');
      expect(await fieldsOf({ ...valid, gallery: ['https://elsewhere.example/a.png'] })).toContain('gallery.0');
      expect(await fieldsOf({ ...valid, filter_ids: [999_999] })).toContain('filter_ids');
      expect(await fieldsOf({ ...valid, first_version: { upload_id: image.id } })).toContain('first_version.upload_id');
      expect(await fieldsOf({ ...valid, first_version: { upload_id: randomUUID() } })).toContain(
        'first_version.upload_id',
      );
      // On sale only with both languages' texts written.
      expect(await fieldsOf({ ...valid, status: 'published', short_description: WRITTEN.short_description })).toEqual([
        'description.en',
        'description.vi',
      ]);
      expect(await fieldsOf({ ...valid, unknown_field: 1 })).not.toHaveLength(0);

      const draft = await create({ ...valid, slug: slug() });
      expect(draft.status).toBe(201);
      const publish = await patch(draft.body.data.id, { status: 'published', description: WRITTEN.description });
      expect(Object.keys(publish.body.error.fields)).toEqual(['short_description.en', 'short_description.vi']);
      expect((await patch(draft.body.data.id, {})).status).toBe(400);
    });
  });
});
