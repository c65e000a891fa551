import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { getDb } from '@/server/db/client';
import { uploads } from '@/server/db/schema/uploads';
import { setFileStorage } from '@/server/storage/storage';
import { FORMAT_SAMPLES, mp4File } from '../../fixtures/media-files';
import { serveApi, type Api } from '../helpers/api';
import { serveRoute, type RouteServer } from '../helpers/http';
import { createSourceCode, ipnQuery, orderAndPay } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { signedInUser } from '../helpers/users';

/**
 * The routes that move files, with the files in S3 for real (s3rver over HTTP, not a mock
 * of the SDK): uploads streamed in as multipart uploads, downloads of bought source code
 * (direct and through a signed link), a new version's archive, public images. The lesson
 * video's presigned address is proven in catalog/lesson-media.test.ts, the storage
 * contract in file-storage.test.ts.
 */
const ROUTES = [
  '/api/admin/uploads',
  '/api/admin/source-codes/[id]/versions',
  '/api/files/images/[id]',
  '/api/orders',
  '/api/orders/[id]/payment',
  '/api/payments/vnpay/ipn',
  '/api/source-codes/[id]/download',
  '/api/source-codes/[id]/download-v2',
  '/api/source-codes/[id]/file',
];

let api: Api;
let uploadServer: RouteServer;
let s3: LocalS3;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((route) => [route, API_ROUTES[route]!])));
  uploadServer = await serveRoute(API_ROUTES['/api/admin/uploads']!, '/api/admin/uploads');
  s3 = await startLocalS3();
  setFileStorage(s3.storage);
});
afterAll(async () => {
  setFileStorage(undefined);
  await s3.close();
  await uploadServer.close();
  await api.close();
});
isolateRateLimits();

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

/** Every object of the bucket, with its size. */
async function objects(): Promise<Map<string, number>> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return new Map((listed.Contents ?? []).map((item) => [item.Key!, item.Size ?? 0]));
}

describeEachDatabase('file routes on S3', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  const upload = (query: string, bytes: Buffer) =>
    api.call(`/api/admin/uploads?${query}`, { token: admin.token, rawBody: new Uint8Array(bytes) });
  const storageKeyOf = async (id: string) =>
    (await getDb().select().from(uploads).where(eq(uploads.id, id)))[0]!.storageKey;

  it('streams an upload larger than one part into the bucket (a multipart upload) and records what it is', async () => {
    const video = mp4File({ duration: 90_000, mediaBytes: 12 * MiB });
    const reply = await upload('kind=video&name=long.mp4', video);
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ kind: 'video', size_bytes: video.length, sha256: sha256(video) });
    const key = await storageKeyOf(reply.body.data.id);
    expect((await objects()).get(key)).toBe(video.length);
    const stored = await s3.storage.open(key);
    expect(sha256(await bytesOfStream(stored!.stream))).toBe(sha256(video));
  });

  it('leaves no object and no row when the sender goes away mid-upload', async () => {
    const [before, rows] = [await objects(), await rowCount()];
    const file = mp4File({ mediaBytes: 4 * MiB });
    // By hand, to drop the connection mid-way.
    const request = http.request(uploadServer.url('/api/admin/uploads?kind=video&name=cut.mp4'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Length': String(file.length) },
    });
    const dropped = new Promise<void>((resolve) => request.on('error', () => resolve()));
    request.write(file.subarray(0, MiB));
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.destroy();
    await dropped;
    // The upload can never complete; give the server time to abort it, then nothing is left.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await objects()).toEqual(before);
    expect(await rowCount()).toBe(rows);
  });

  it('serves an uploaded image from the bucket', async () => {
    const reply = await upload('kind=image&name=cover.png', FORMAT_SAMPLES.png);
    expect(reply.status).toBe(201);
    const image = await api.raw(`/api/files/images/${reply.body.data.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await bytesOf(image)).equals(FORMAT_SAMPLES.png)).toBe(true);
  });

  it('streams a bought source code from the bucket, directly and through its signed link', async () => {
    const product = await createSourceCode({ content: 'z'.repeat(9 * MiB) });
    expect((await objects()).get(`source-codes/${product.slug}.zip`)).toBe(product.content.length);
    const buyer = await signedInUser();
    const { request } = await orderAndPay(api, buyer.token, [{ product_type: 'SOURCE', product_id: product.id }]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`)).body.RspCode).toBe('00');

    const direct = await api.raw(`/api/source-codes/${product.id}/download`, { token: buyer.token });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-length')).toBe(String(product.content.length));
    expect((await bytesOf(direct)).equals(product.content)).toBe(true);

    const link = await api.call(`/api/source-codes/${product.id}/download-v2`, { token: buyer.token });
    const viaLink = await api.raw(link.body.data.path_file);
    expect(viaLink.status).toBe(200);
    expect((await bytesOf(viaLink)).equals(product.content)).toBe(true);
  });

  it('answers 503 when the bucket has lost a sold archive', async () => {
    const product = await createSourceCode();
    const buyer = await signedInUser();
    const { request } = await orderAndPay(api, buyer.token, [{ product_type: 'SOURCE', product_id: product.id }]);
    await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`);
    await s3.storage.remove(`source-codes/${product.slug}.zip`);
    const reply = await api.call(`/api/source-codes/${product.id}/download`, { token: buyer.token });
    expect(reply.status).toBe(503);
  });

  it('publishes a version from an archive uploaded to the bucket, which buyers then download', async () => {
    const product = await createSourceCode();
    const buyer = await signedInUser();
    const { request } = await orderAndPay(api, buyer.token, [{ product_type: 'SOURCE', product_id: product.id }]);
    await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`);
    const archive = Buffer.concat([FORMAT_SAMPLES.zip, randomBytes(64 * 1024)]);
    const uploaded = await upload('kind=archive&name=release-2.zip', archive);
    expect(uploaded.status).toBe(201);
    expect((await objects()).get(await storageKeyOf(uploaded.body.data.id))).toBe(archive.length);

    const published = await api.call(`/api/admin/source-codes/${product.id}/versions`, {
      token: admin.token,
      body: { upload_id: uploaded.body.data.id, version: '2.0.0', changelog: { en: 'Faster.', vi: 'Nhanh hơn.' } },
    });
    expect(published.status).toBe(200);
    const download = await api.raw(`/api/source-codes/${product.id}/download`, { token: buyer.token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`${product.slug}-2.0.0.zip`);
    expect((await bytesOf(download)).equals(archive)).toBe(true);
  });

  async function rowCount(): Promise<number> {
    return (await getDb().select({ value: count() }).from(uploads))[0]!.value;
  }
});

async function bytesOfStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
