import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/mail';
import { orderItems } from '@/server/db/schema/orders';
import { serveApi, waitFor, type Api } from '../helpers/api';
import { auditOf } from '../helpers/admin';
import { createSourceCode, ipnQuery, orderAndPay } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { storeTestUpload } from '../helpers/uploads';
import { signedInUser } from '../helpers/users';

const ROUTES = [
  '/api/orders',
  '/api/orders/[id]',
  '/api/orders/[id]/payment',
  '/api/payments/vnpay/ipn',
  '/api/source-codes/[id]',
  '/api/source-codes/[id]/download',
  '/api/admin/audit-log',
  '/api/admin/source-codes/[id]/versions',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((path) => [path, API_ROUTES[path]!])));
});
afterAll(() => api.close());

/** A ZIP's magic bytes and some content of its own (the same bytes twice are one upload). */
const zipBytes = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(256)]);

describeEachDatabase('the back office: source-code versions', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const versionsPath = (id: number) => `/api/admin/source-codes/${id}/versions`;
  const publish = (id: number, body: unknown, token = admin.token) => api.call(versionsPath(id), { token, body });

  it('publishes a version that buyers download from then on, keeps the version on the order, mails them', async () => {
    const product = await createSourceCode({ priceVnd: 200_000 });
    const buyer = await signedInUser();
    const { orderId, request } = await orderAndPay(api, buyer.token, [
      { product_type: 'SOURCE', product_id: product.id },
    ]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`)).body.RspCode).toBe('00');
    const boughtVersion = (await api.call(`/api/orders/${orderId}`, { token: buyer.token })).body.data.items[0].version;
    expect(typeof boughtVersion).toBe('string');

    const bytes = zipBytes();
    const upload = await storeTestUpload('archive', bytes, 'release-2.zip');
    const reply = await publish(product.id, {
      upload_id: upload.id,
      version: '2.0.0',
      changelog: { en: 'Adds dark mode.\n\nFixes the login form.', vi: 'Thêm chế độ tối.\n\nSửa biểu mẫu đăng nhập.' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.current).toBe('2.0.0');
    expect(reply.body.data.versions[0]).toMatchObject({
      version: '2.0.0',
      changelog: { en: 'Adds dark mode.\n\nFixes the login form.' },
      file_name: `${product.slug}-2.0.0.zip`,
      file_size_bytes: bytes.length,
      created_by: admin.user.email,
    });

    // The download is the new archive; the product says so; the order keeps what was bought.
    const download = await api.raw(`/api/source-codes/${product.id}/download`, { token: buyer.token });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get('content-disposition')).toContain(`${product.slug}-2.0.0.zip`);
    expect((await api.call(`/api/source-codes/${product.id}`)).body.data.version).toBe('2.0.0');
    const [line] = await getDb().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line!.version).toBe(boughtVersion);

    const mail = await waitFor(async () => {
      const [row] = await getDb()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, buyer.user.email), like(mailOutbox.subject, '%2.0.0%')));
      return row;
    });
    expect(mail.text).toContain('Adds dark mode.');
    expect(mail.text).toContain(`/source-codes/${product.slug}`);
    const [audit] = await auditOf(api, admin.token, 'source_code', product.id);
    expect(audit).toMatchObject({ action: 'source_code.version', after: { version: '2.0.0', sha256: upload.sha256 } });
  });

  it('refuses learners, unknown products, a repeated version and an upload that is not an archive', async () => {
    const product = await createSourceCode();
    const learner = await signedInUser();
    const archive = await storeTestUpload('archive', zipBytes(), 'a.zip');
    const body = { upload_id: archive.id, version: '1.1', changelog: { en: 'Fixes.', vi: 'Sửa lỗi.' } };
    expect((await api.call(versionsPath(product.id), { body })).status).toBe(401);
    expect((await publish(product.id, body, learner.token)).status).toBe(403);
    expect((await publish(999_999, body)).status).toBe(404);
    expect((await publish(product.id, { ...body, version: 'two words' })).body.error.fields).toHaveProperty('version');
    expect((await publish(product.id, { ...body, changelog: { en: '', vi: 'x' } })).body.error.fields).toHaveProperty(
      'changelog.en',
    );
    const image = await storeTestUpload(
      'image',
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'binary'), randomBytes(64)]),
    );
    expect((await publish(product.id, { ...body, upload_id: image.id })).body.error.fields).toHaveProperty('upload_id');

    expect((await publish(product.id, body)).status).toBe(200);
    const again = await publish(product.id, body);
    expect(again.status).toBe(400);
    expect(again.body.error.fields.version).toContain('exists already');
    const listed = await api.call(versionsPath(product.id), { token: admin.token });
    expect(listed.body.data.versions.map((row: { version: string }) => row.version)).toEqual(['1.1']);
  });
});
