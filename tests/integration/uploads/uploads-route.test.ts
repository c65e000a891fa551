import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import * as uploadsRoute from '@/pages/api/admin/uploads';
import { getDb } from '@/server/db/client';
import { auditLog } from '@/server/db/schema/audit-log';
import { uploads } from '@/server/db/schema/uploads';
import { storeUpload } from '@/server/services/uploads/store-upload';
import { createLocalStorage } from '@/server/storage/local-storage';
import { getFileStorage, setFileStorage } from '@/server/storage/storage';
import { FORMAT_SAMPLES, mp4File, WEBVTT_CAPTIONS, webmFile } from '../../fixtures/media-files';
import { waitFor } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { callJson, serveRoute, type RouteServer } from '../helpers/http';
import { bearer, signedInUser } from '../helpers/users';

let server: RouteServer;
/** This file's own storage folder, so what is left in it can be listed. */
let filesDir: string;
beforeAll(async () => {
  server = await serveRoute(uploadsRoute, '/api/admin/uploads');
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'learnhub-uploads-'));
  setFileStorage(createLocalStorage(filesDir));
});
afterAll(async () => {
  setFileStorage(undefined);
  rmSync(filesDir, { recursive: true, force: true });
  await server.close();
});

/** Every file in storage, partial files included. */
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Viewer = Awaited<ReturnType<typeof signedInUser>>;

describeEachDatabase('POST /api/admin/uploads', () => {
  let admin: Viewer;
  let learner: Viewer;
  beforeAll(async () => {
    [admin, learner] = await Promise.all([signedInUser('admin'), signedInUser()]);
  });

  const rowCount = async () => (await getDb().select({ value: count() }).from(uploads))[0]!.value;

  /** Nothing kept: the same files in storage and the same rows as before `action`. */
  async function expectNothingLeft(action: () => Promise<void>) {
    const [files, rows] = [storedFiles(), await rowCount()];
    await action();
    expect(storedFiles()).toEqual(files);
    expect(await rowCount()).toBe(rows);
  }

  const upload = (
    query: string,
    bytes: Buffer,
    viewer: Viewer | null = admin,
    contentType = 'application/octet-stream',
  ) =>
    callJson(server, `/api/admin/uploads?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, ...(viewer ? bearer(viewer.token) : {}) },
      body: new Uint8Array(bytes),
    });

  it('is for admins: a visitor gets 401, a learner 403, and nothing is kept', async () => {
    await expectNothingLeft(async () => {
      const visitor = await upload('kind=video&name=a.mp4', mp4File(), null);
      expect(visitor.status).toBe(401);
      const refused = await upload('kind=video&name=a.mp4', mp4File(), learner);
      expect(refused.status).toBe(403);
      expect(refused.body.error.error_code).toBe('FORBIDDEN');
    });
  });

  it('stores a video, judged by its bytes: type, size, sha256 and the duration read from it', async () => {
    const bytes = mp4File({ timeScale: 600, duration: 600 * 95, moovFirst: false, mediaBytes: 100_000 });
    // Named and sent as something else: neither counts.
    const { status, body } = await upload('kind=video&name=Bài%201%20–%20intro.txt', bytes, admin, 'text/plain');
    expect(status).toBe(201);
    expect(body.data).toEqual({
      id: expect.any(String),
      kind: 'video',
      original_name: 'Bài 1 – intro.txt',
      content_type: 'video/mp4',
      size_bytes: bytes.length,
      sha256: sha256(bytes),
      duration_s: 95,
    });
    const [row] = await getDb().select().from(uploads).where(eq(uploads.id, body.data.id));
    expect(row).toMatchObject({ createdBy: admin.user.id, storageKey: expect.stringMatching(/^uploads\/video\//) });
    const stored = await getFileStorage().open(row!.storageKey);
    expect((await buffer(stored!.stream)).equals(bytes)).toBe(true);
    expect(storedFiles().some((file) => file.endsWith('.partial'))).toBe(false);
    // Audited like every back-office write: who sent which file.
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, body.data.id));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'upload.create',
      entityType: 'upload',
      after: { kind: 'video', original_name: 'Bài 1 – intro.txt', sha256: sha256(bytes) },
    });
  });

  it.each([
    ['video', 'clip.webm', webmFile({ duration: 30_500 }), 'video/webm', 31],
    ['caption', 'lesson.vi.vtt', WEBVTT_CAPTIONS, 'text/vtt', null],
    ['image', 'cover.png', FORMAT_SAMPLES.png, 'image/png', null],
    ['image', 'cover.webp', FORMAT_SAMPLES.webp, 'image/webp', null],
    ['archive', 'project.zip', FORMAT_SAMPLES.zip, 'application/zip', null],
    ['archive', 'project.7z', FORMAT_SAMPLES.sevenZip, 'application/x-7z-compressed', null],
  ] as const)('stores a %s (%s) as %s', async (kind, name, bytes, contentType, durationS) => {
    const { status, body } = await upload(`kind=${kind}&name=${name}`, bytes);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      kind,
      content_type: contentType,
      size_bytes: bytes.length,
      duration_s: durationS,
    });
  });

  it('answers 400 naming the field for a missing or unknown kind, or a name that is a path', async () => {
    await expectNothingLeft(async () => {
      for (const [query, field] of [
        ['name=a.mp4', 'kind'],
        ['kind=movie&name=a.mp4', 'kind'],
        ['kind=video', 'name'],
        ['kind=video&name=%20', 'name'],
        ['kind=video&name=..%2F..%2Fetc%2Fpasswd', 'name'],
        ['kind=video&name=a%0A.mp4', 'name'],
        [`kind=video&name=${'a'.repeat(256)}`, 'name'],
      ]) {
        const { status, body } = await upload(query!, mp4File());
        expect(status, query).toBe(400);
        expect(body.error.error_code, query).toBe('VALIDATION_ERROR');
        expect(Object.keys(body.error.fields), query).toEqual([field]);
      }
    });
  });

  it('refuses bytes that are not what the kind accepts (415), whatever the name says, and keeps nothing', async () => {
    await expectNothingLeft(async () => {
      for (const [query, bytes] of [
        ['kind=video&name=a.mp4', FORMAT_SAMPLES.png],
        ['kind=image&name=a.png', Buffer.from('<svg onload="alert(1)"></svg>')],
        ['kind=caption&name=a.vtt', Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nSRT, not WebVTT\n')],
        ['kind=archive&name=a.zip', mp4File()],
        ['kind=video&name=empty.mp4', Buffer.alloc(0)],
        // An AVIF image starts like an MP4.
        ['kind=video&name=photo.mp4', mp4File({ brand: 'avif' })],
      ] as const) {
        const { status, body } = await upload(query, bytes);
        expect(status, query).toBe(415);
        expect(body.error.error_code, query).toBe('UNSUPPORTED_FILE_TYPE');
      }
    });
  });

  it('refuses a declared length over the kind’s limit (413) before reading the body', async () => {
    await expectNothingLeft(async () => {
      // 3 GiB announced, a few bytes sent: the answer comes at once, the connection closes.
      const reply = await rawRequest({
        query: 'kind=video&name=huge.mp4',
        headers: { 'Content-Length': String(3 * 1024 ** 3) },
        send: (request) => request.write(mp4File().subarray(0, 64)),
      });
      expect(reply.status).toBe(413);
      expect(reply.headers.connection).toBe('close');
      expect(JSON.parse(reply.body).error).toMatchObject({
        error_code: 'FILE_TOO_LARGE',
        detail: 'A video file may be at most 2 GiB; this one is 3 GiB.',
      });
      const caption = await upload(
        'kind=caption&name=big.vtt',
        Buffer.concat([WEBVTT_CAPTIONS, Buffer.alloc(1024 ** 2)]),
      );
      expect(caption.status).toBe(413);
      expect(caption.body.error.error_code).toBe('FILE_TOO_LARGE');
    });
  });

  it('stops a stream that runs past the limit, and keeps nothing of it', async () => {
    // Over HTTP a body cannot outgrow its Content-Length; a stream handed to the service can.
    async function* tooLong() {
      yield WEBVTT_CAPTIONS;
      for (let sent = 0; sent <= 2 * 1024 ** 2; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 0x20);
    }
    await expectNothingLeft(async () => {
      await expect(
        storeUpload({ kind: 'caption', originalName: 'long.vtt', body: Readable.from(tooLong()), createdBy: null }),
      ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    });
  });

  it('removes the stored file when its row cannot be written', async () => {
    await expectNothingLeft(async () => {
      // No such user: the insert fails on its foreign key after every byte is in storage.
      const source = { kind: 'video', originalName: 'orphan.mp4', createdBy: randomUUID() } as const;
      await expect(storeUpload({ ...source, body: Readable.from([mp4File({ duration: 7_000 })]) })).rejects.toThrow();
    });
  });

  it('requires a Content-Length (411): a chunked body is refused', async () => {
    await expectNothingLeft(async () => {
      const reply = await rawRequest({
        query: 'kind=caption&name=a.vtt',
        headers: { 'Transfer-Encoding': 'chunked' },
        send: (request) => request.write(WEBVTT_CAPTIONS),
        end: true,
      });
      expect(reply.status).toBe(411);
      expect(JSON.parse(reply.body).error.error_code).toBe('LENGTH_REQUIRED');
    });
  });

  it('keeps nothing of an upload whose sender goes away mid-way', async () => {
    const [files, rows] = [storedFiles(), await rowCount()];
    const file = mp4File({ mediaBytes: 4 * 1024 ** 2 });
    const request = http.request(server.url('/api/admin/uploads?kind=video&name=cut.mp4'), {
      method: 'POST',
      headers: { ...bearer(admin.token), 'Content-Length': String(file.length) },
    });
    const dropped = new Promise<void>((resolve) => request.on('error', () => resolve()));
    request.write(file.subarray(0, 1024 ** 2));
    // The server has started writing the file; then the connection drops.
    await waitFor(async () => (storedFiles().some((name) => name.endsWith('.partial')) ? true : null));
    request.destroy();
    await dropped;
    await waitFor(async () => (storedFiles().length === files.length ? true : null));
    expect(storedFiles()).toEqual(files);
    expect(await rowCount()).toBe(rows);
  });

  it('answers a retry of the same bytes with the upload stored before, keeping one copy', async () => {
    const bytes = mp4File({ duration: 42_000 });
    const first = await upload('kind=video&name=first.mp4', bytes);
    const files = storedFiles();
    const again = await upload('kind=video&name=retry.mp4', bytes);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(storedFiles()).toEqual(files);
    // The same bytes as another kind are another upload (a different limit and use).
    const asArchive = await upload('kind=archive&name=x.zip', Buffer.concat([FORMAT_SAMPLES.zip, bytes]));
    expect(asArchive.body.data.id).not.toBe(first.body.data.id);
  });

  it('puts a lost file back when the same bytes are sent again', async () => {
    const bytes = mp4File({ duration: 43_000 });
    const first = await upload('kind=video&name=lost.mp4', bytes);
    const [row] = await getDb().select().from(uploads).where(eq(uploads.id, first.body.data.id));
    await getFileStorage().remove(row!.storageKey);
    const again = await upload('kind=video&name=lost.mp4', bytes);
    expect(again.body.data.id).toBe(first.body.data.id);
    const [repaired] = await getDb().select().from(uploads).where(eq(uploads.id, first.body.data.id));
    expect(repaired!.storageKey).not.toBe(row!.storageKey);
    expect((await getFileStorage().stat(repaired!.storageKey))?.size).toBe(bytes.length);
  });

  beforeEach(() => {
    expect(storedFiles().some((file) => file.endsWith('.partial'))).toBe(false);
  });

  /** A request written by hand: headers the fetch API will not send (a false length, chunked). */
  function rawRequest(options: {
    query: string;
    headers: Record<string, string>;
    send: (request: http.ClientRequest) => void;
    end?: boolean;
  }): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(server.url(`/api/admin/uploads?${options.query}`), {
        method: 'POST',
        headers: { ...bearer(admin.token), ...options.headers },
      });
      request.on('response', async (response) => {
        const body = (await buffer(response)).toString();
        resolve({ status: response.statusCode!, headers: response.headers, body });
        request.destroy();
      });
      request.on('error', reject);
      options.send(request);
      if (options.end) request.end();
    });
  }
});
