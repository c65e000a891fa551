import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getServerSideProps } from '@/pages/admin/our-works/[[...id]]';
import { API_ROUTES } from '@/openapi/api-routes';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { FORMAT_SAMPLES } from '../../fixtures/media-files';
import { pageContext } from '../../fixtures/page-context';
import { serveApi, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { describeEachDatabase } from '../helpers/databases';
import { signedInUser } from '../helpers/users';

// The tests' plain responses cannot regenerate pages: which ones a write asks for is what counts.
vi.mock('@/server/http/revalidate-pages', () => ({ revalidatePages: vi.fn(async () => {}) }));

const ROUTES = [
  '/api/admin/our-works',
  '/api/admin/our-works/[id]',
  '/api/admin/our-works/order',
  '/api/admin/uploads',
  '/api/admin/audit-log',
  '/api/source-codes/our-works',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());
beforeEach(() => vi.mocked(revalidatePages).mockClear());

const slug = () => `project-${randomUUID().slice(0, 8)}`;

/** Every text the showcase shows, in both languages. */
const WRITTEN = {
  client_name: 'Sông Hàn Logistics',
  industry: { en: 'Freight forwarding', vi: 'Giao nhận vận tải' },
  summary: { en: 'A tracking portal.', vi: 'Cổng theo dõi lô hàng.' },
  outcome: { en: 'Fewer phone calls.', vi: 'Ít cuộc gọi hơn.' },
  stack: ['Next.js', 'PostgreSQL'],
  year: 2025,
};

interface Work {
  id: number;
  slug: string;
  status: 'draft' | 'published';
  position: number;
}

describeEachDatabase('the back office: our works', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const create = (body: Record<string, unknown>, token = admin.token) =>
    api.call('/api/admin/our-works', { token, body });
  const patch = (id: number, body: Record<string, unknown>, token = admin.token) =>
    api.call(`/api/admin/our-works/${id}`, { token, method: 'PATCH', body });
  const reorder = (ids: number[], token = admin.token) =>
    api.call('/api/admin/our-works/order', { token, method: 'PUT', body: { ids } });
  const adminList = async () => (await api.call('/api/admin/our-works', { token: admin.token })).body.data as Work[];
  const publicList = async (lang = 'en') =>
    (await api.call(`/api/source-codes/our-works?lang=${lang}`)).body.data as { slug: string; title: string }[];
  /** A project written in full and published, through the API. */
  const published = async (title = 'Tracking portal') => {
    const created = await create({
      slug: slug(),
      title: { en: title, vi: `${title} (vi)` },
      ...WRITTEN,
      images: ['/images/our-works/song-han-logistics-1.svg'],
    });
    expect(created.status).toBe(201);
    const reply = await patch(created.body.data.id, { status: 'published' });
    expect(reply.status).toBe(200);
    return reply.body.data as Work;
  };
  const regenerated = () => vi.mocked(revalidatePages).mock.calls.map(([, paths]) => paths);

  it('creates a draft with an uploaded image, publishes it in both languages, unpublishes it, audited', async () => {
    const upload = await api.call('/api/admin/uploads?kind=image&name=cover.png', {
      token: admin.token,
      rawBody: new Uint8Array(Buffer.concat([FORMAT_SAMPLES.png, Buffer.from(randomUUID())])),
    });
    expect(upload.status).toBe(201);
    const cover = `/api/files/images/${upload.body.data.id}`;
    // Read before the project exists: the cached showcase must not hide it once published.
    expect(await publicList()).toBeInstanceOf(Array);

    const created = await create({ slug: slug(), title: { en: 'Booking site', vi: 'Trang đặt lịch' } });
    expect(created.status).toBe(201);
    const work = created.body.data;
    expect(work).toMatchObject({
      status: 'draft',
      published_at: null,
      client_name: '',
      industry: { en: '', vi: '' },
      stack: [],
      images: [],
      year: new Date().getFullYear(),
    });
    expect(regenerated()).toEqual([['/our-works']]);

    const written = await patch(work.id, { ...WRITTEN, images: [cover, '/images/our-works/an-nhien-clinic-1.svg'] });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({
      status: 'draft',
      images: [cover, '/images/our-works/an-nhien-clinic-1.svg'],
    });
    // A draft is not shown.
    expect((await publicList()).map((row) => row.slug)).not.toContain(work.slug);

    const publish = await patch(work.id, { status: 'published' });
    expect(publish.body.data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect((await publicList('en')).find((row) => row.slug === work.slug)).toMatchObject({
      title: 'Booking site',
      client: 'Sông Hàn Logistics',
      industry: 'Freight forwarding',
      images: [cover, '/images/our-works/an-nhien-clinic-1.svg'],
      year: 2025,
    });
    expect((await publicList('vi')).find((row) => row.slug === work.slug)).toMatchObject({
      title: 'Trang đặt lịch',
      summary: 'Cổng theo dõi lô hàng.',
    });
    // Saving again keeps the first publication date.
    const renamed = await patch(work.id, { title: { en: 'Booking website', vi: 'Trang đặt lịch' } });
    expect(renamed.body.data.published_at).toBe(publish.body.data.published_at);

    expect((await patch(work.id, { status: 'draft' })).body.data).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    expect((await publicList()).map((row) => row.slug)).not.toContain(work.slug);

    const audit = await auditOf(api, admin.token, 'our_work', work.id);
    expect(audit.map((row) => row.action)).toEqual([
      'our_work.unpublish',
      'our_work.update',
      'our_work.publish',
      'our_work.update',
      'our_work.create',
    ]);
    expect(audit[4]).toMatchObject({ before: null, after: { slug: work.slug, status: 'draft', images: [] } });
    expect(audit[3]).toMatchObject({
      before: { client_name: '', images: [] },
      after: { client_name: 'Sông Hàn Logistics', images: [cover, '/images/our-works/an-nhien-clinic-1.svg'] },
    });
    expect(audit[2]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
    expect(audit[0]).toMatchObject({ before: { status: 'published' }, after: { status: 'draft', published_at: null } });
    expect(audit[0]!.actor.email).toBe(admin.user.email);
    expect(regenerated().every((paths) => paths.length === 1 && paths[0] === '/our-works')).toBe(true);
  });

  it('publishes only a project whose texts are written in both languages, with an image', async () => {
    const { body } = await create({ slug: slug(), title: { en: 'Half done', vi: 'Mới một nửa' } });
    const refused = await patch(body.data.id, { status: 'published' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual([
      'client_name',
      'images',
      'industry.en',
      'industry.vi',
      'outcome.en',
      'outcome.vi',
      'summary.en',
      'summary.vi',
    ]);
    // Sent with the publication, the texts count; one language missing is named.
    const halfway = await patch(body.data.id, {
      ...WRITTEN,
      outcome: { en: 'Fewer calls.', vi: '' },
      images: ['/images/our-works/song-han-logistics-1.svg'],
      status: 'published',
    });
    expect(Object.keys(halfway.body.error.fields)).toEqual(['outcome.vi']);
    // Nothing of a refused write is kept.
    expect((await api.call(`/api/admin/our-works/${body.data.id}`, { token: admin.token })).body.data).toMatchObject({
      status: 'draft',
      client_name: '',
    });

    const work = await published('Written');
    // A published project keeps its texts and its cover.
    expect(Object.keys((await patch(work.id, { images: [] })).body.error.fields)).toEqual(['images']);
    expect(Object.keys((await patch(work.id, { summary: { en: 'Still', vi: '' } })).body.error.fields)).toEqual([
      'summary.vi',
    ]);
  });

  it('reorders the whole showcase: the new order is public at once, a stale list is refused', async () => {
    const first = await published('First');
    const second = await published('Second');
    const draft = (await create({ slug: slug(), title: { en: 'Draft', vi: 'Nháp' } })).body.data as Work;
    const ids = (await adminList()).map((work) => work.id);
    // Created last, each one goes to the end.
    expect(ids.slice(-3)).toEqual([first.id, second.id, draft.id]);

    // The second one moves up, before the first.
    const moved = ids.filter((id) => id !== second.id);
    moved.splice(moved.indexOf(first.id), 0, second.id);
    const reply = await reorder(moved);
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((work: Work) => work.id)).toEqual(moved);
    expect(reply.body.data.map((work: Work) => work.position)).toEqual(moved.map((_, index) => index));
    expect((await adminList()).map((work) => work.id)).toEqual(moved);
    const shown = (await publicList()).map((row) => row.slug);
    expect(shown.indexOf(second.slug)).toBe(shown.indexOf(first.slug) - 1);
    expect(shown).not.toContain(draft.slug);
    expect(regenerated()).toContainEqual(['/our-works']);

    const [audit] = await auditOf(api, admin.token, 'our_work', 'showcase');
    expect(audit).toMatchObject({ action: 'our_work.reorder', before: { ids }, after: { ids: moved } });

    for (const wrong of [moved.slice(1), [...moved, 999_999], [...moved.slice(1), moved[1]!], []]) {
      const refused = await reorder(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ error_code: 'VALIDATION_ERROR', fields: { ids: expect.any(String) } });
    }
    expect((await adminList()).map((work) => work.id)).toEqual(moved);
  });

  it('edits every field, deletes a project, and refuses what it must', async () => {
    const work = await published('Editable');
    const newSlug = slug();
    const edited = await patch(work.id, {
      slug: newSlug,
      title: { en: 'Clinic booking', vi: 'Đặt lịch phòng khám' },
      client_name: 'Nha khoa An Nhiên',
      industry: { en: 'Healthcare', vi: 'Y tế' },
      summary: { en: 'Online booking.', vi: 'Đặt lịch trực tuyến.' },
      outcome: { en: 'Fewer missed visits.', vi: 'Ít lỡ hẹn hơn.' },
      stack: ['React', 'NestJS'],
      images: ['/images/our-works/an-nhien-clinic-2.svg', '/images/our-works/an-nhien-clinic-1.svg'],
      year: 2024,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      slug: newSlug,
      client_name: 'Nha khoa An Nhiên',
      stack: ['React', 'NestJS'],
      images: ['/images/our-works/an-nhien-clinic-2.svg', '/images/our-works/an-nhien-clinic-1.svg'],
      year: 2024,
      status: 'published',
    });
    // The order of the images sets the cover.
    expect((await publicList()).find((row) => row.slug === newSlug)).toMatchObject({
      images: ['/images/our-works/an-nhien-clinic-2.svg', '/images/our-works/an-nhien-clinic-1.svg'],
    });

    const taken = await patch(work.id, { slug: (await published('Other')).slug });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ error_code: 'SLUG_TAKEN', fields: { slug: expect.any(String) } });
    const takenOnCreate = await create({ slug: newSlug, title: { en: 'Copy', vi: 'Bản sao' } });
    expect(takenOnCreate.body.error).toMatchObject({ error_code: 'SLUG_TAKEN', fields: { slug: expect.any(String) } });

    const removed = await api.call(`/api/admin/our-works/${work.id}`, { token: admin.token, method: 'DELETE' });
    expect(removed.body).toEqual({ success: true, data: { deleted: true } });
    expect((await publicList()).map((row) => row.slug)).not.toContain(newSlug);
    expect((await adminList()).map((row) => row.id)).not.toContain(work.id);
    const [audit] = await auditOf(api, admin.token, 'our_work', work.id);
    expect(audit).toMatchObject({ action: 'our_work.delete', before: { slug: newSlug }, after: null });
    expect((await api.call(`/api/admin/our-works/${work.id}`, { token: admin.token })).status).toBe(404);
    expect((await patch(work.id, { year: 2020 })).status).toBe(404);
    expect((await api.call(`/api/admin/our-works/${work.id}`, { token: admin.token, method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('serves the list, the new project’s editor and a saved project’s editor from one page, to admins only', async () => {
    const work = await published('Paged');
    const props = async (id: string[] | undefined, token = admin.token) => {
      const { context, res } = pageContext({
        cookie: `token=${token}`,
        resolvedUrl: `/admin/our-works${id ? `/${id.join('/')}` : ''}`,
        params: id ? { id } : {},
      });
      return { result: (await getServerSideProps(context)) as Record<string, Record<string, unknown>>, res };
    };
    const list = (await props(undefined)).result.props!;
    expect(list.view).toBe('list');
    expect((list.works as Work[]).map((row) => row.id)).toEqual((await adminList()).map((row) => row.id));
    expect((await props(['new'])).result.props).toMatchObject({ view: 'record', work: null });
    expect((await props([String(work.id)])).result.props).toMatchObject({ view: 'record', work: { id: work.id } });
    for (const wrong of [['999999'], ['abc'], [String(work.id), 'more']]) {
      expect((await props(wrong)).result).toEqual({ notFound: true });
    }
    const learner = await props(undefined, (await signedInUser()).token);
    expect(learner.res.statusCode).toBe(403);
    expect(learner.result.props).toMatchObject({ forbidden: true });
  });

  describe('refuses', () => {
    it('visitors (401) and learners (403), on every call', async () => {
      const learner = await signedInUser();
      const work = await published('Guarded');
      const calls: [string, string, unknown?][] = [
        ['/api/admin/our-works', 'GET'],
        ['/api/admin/our-works', 'POST', { slug: slug(), title: { en: 'A', vi: 'B' } }],
        [`/api/admin/our-works/${work.id}`, 'GET'],
        [`/api/admin/our-works/${work.id}`, 'PATCH', { year: 2020 }],
        [`/api/admin/our-works/${work.id}`, 'DELETE'],
        ['/api/admin/our-works/order', 'PUT', { ids: [work.id] }],
      ];
      for (const [path, method, body] of calls) {
        expect((await api.call(path, { method, body })).status, `${method} ${path}`).toBe(401);
        expect((await api.call(path, { method, body, token: learner.token })).status, `${method} ${path}`).toBe(403);
      }
      expect((await api.call(`/api/admin/our-works/${work.id}`, { token: admin.token })).body.data.year).toBe(2025);
    });

    it('bad fields, each named', async () => {
      const valid = { slug: slug(), title: { en: 'Valid', vi: 'Hợp lệ' } };
      const fieldsOf = async (body: Record<string, unknown>) => {
        const reply = await create(body);
        expect(reply.status).toBe(400);
        return Object.keys(reply.body.error.fields ?? {});
      };
      expect(await fieldsOf({ ...valid, slug: 'Not A Slug' })).toContain('slug');
      expect(await fieldsOf({ ...valid, title: { en: 'Only English', vi: ' ' } })).toContain('title.vi');
      expect(await fieldsOf({ ...valid, year: 1989 })).toContain('year');
      expect(await fieldsOf({ ...valid, year: new Date().getFullYear() + 2 })).toContain('year');
      expect(await fieldsOf({ ...valid, year: 2020.5 })).toContain('year');
      expect(await fieldsOf({ ...valid, stack: ['React', 'react'] })).toContain('stack');
      expect(await fieldsOf({ ...valid, images: ['https://elsewhere.example/a.png'] })).toContain('images.0');
      expect(await fieldsOf({ ...valid, images: ['/images/a.svg', '/images/a.svg'] })).toContain('images');
      expect(await fieldsOf({ ...valid, images: Array.from({ length: 9 }, (_, n) => `/images/${n}.svg`) })).toContain(
        'images',
      );
      expect(await fieldsOf({ ...valid, summary: { en: 'x'.repeat(2_001), vi: '' } })).toContain('summary.en');
      // A new project is a draft: it is published with PATCH once written.
      expect(await fieldsOf({ ...valid, status: 'published' })).not.toHaveLength(0);
      const work = (await create(valid)).body.data as Work;
      expect((await patch(work.id, {})).status).toBe(400);
      expect((await patch(work.id, { status: 'archived' })).body.error.fields).toHaveProperty('status');
      expect((await reorder('1' as unknown as number[])).body.error.fields).toHaveProperty('ids');
      expect((await api.call('/api/admin/our-works/abc', { token: admin.token })).status).toBe(400);
    });
  });
});
