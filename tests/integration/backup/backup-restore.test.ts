import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@/openapi/api-routes';
import { BackupInvalidError, RestoreTargetError } from '@/server/backup/backup-errors';
import { createBackup } from '@/server/backup/create-backup';
import { readManifest, type Manifest } from '@/server/backup/manifest';
import { noProgress } from '@/server/backup/progress';
import { restoreBackup } from '@/server/backup/restore-backup';
import type { DatabaseTarget } from '@/server/backup/restore-database';
import { createDatabase, getDatabase, setDatabase, type AppDatabase } from '@/server/db/client';
import { lessons } from '@/server/db/schema/curriculum';
import { seedDatabase } from '@/server/db/seed/seed-database';
import type { DatabaseDriver } from '@/server/db/types';
import type { FileStorage } from '@/server/storage/file-storage';
import { createLocalStorage } from '@/server/storage/local-storage';
import { setFileStorage } from '@/server/storage/storage';
import { createScratchDatabase } from '../../../scripts/lib/scratch-database.mjs';
import { FORMAT_SAMPLES } from '../../fixtures/media-files';
import { serveApi, type Api } from '../helpers/api';
import { createSourceCode, ipnQuery, orderAndPay } from '../helpers/commerce';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { signedInUser } from '../helpers/users';

/**
 * The restore drill, on each database with the files on disk and on S3: a seeded site with
 * a new user, a paid order and an uploaded image is backed up, restored into a fresh
 * database and a fresh folder or bucket, and the restored site answers the same through
 * the app's own routes (courses, the order, the users, the files). Then the refusals: a
 * changed archive, a target that is not fresh.
 */
const ROUTES = [
  '/api/exam/courses',
  '/api/exam/lessons/[id]/video',
  '/api/auth/me',
  '/api/admin/users',
  '/api/admin/uploads',
  '/api/files/images/[id]',
  '/api/orders',
  '/api/orders/[id]',
  '/api/orders/[id]/payment',
  '/api/payments/vnpay/ipn',
  '/api/source-codes/[id]/download',
];

let api: Api;
beforeAll(async () => {
  api = await serveApi(Object.fromEntries(ROUTES.map((route) => [route, API_ROUTES[route]!])));
});
afterAll(() => api.close());
isolateRateLimits();

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

interface OpenedStorage {
  storage: FileStorage;
  /** For presigned addresses: the S3 server's origin. */
  origin?: string;
  close(): Promise<void>;
}

async function openStorage(kind: 'local' | 's3'): Promise<OpenedStorage> {
  if (kind === 's3') {
    const s3: LocalS3 = await startLocalS3();
    return { storage: s3.storage, origin: s3.origin, close: s3.close };
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'learnhub-backup-files-'));
  return { storage: createLocalStorage(root), close: async () => rmSync(root, { recursive: true, force: true }) };
}

/** A fresh, empty place for the database: a PGlite folder, or a new database on the server. */
async function freshTarget(driver: DatabaseDriver): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'learnhub-restore-'));
    return {
      target: { kind: 'pglite', folder: path.join(parent, 'pglite') },
      drop: async () => rmSync(parent, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(TEST_DATABASE_URL!, 'learnhub_restore');
  return { target: { kind: 'postgres', url: scratch.url }, drop: scratch.drop };
}

function openTarget(target: DatabaseTarget): AppDatabase {
  return target.kind === 'pglite' ? createDatabase({ dataDir: target.folder }) : createDatabase({ url: target.url });
}

const bytesOf = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

for (const driver of TEST_DRIVERS) {
  describe.each(['local', 's3'] as const)(`backup and restore [${driver}, files %s]`, (storageKind) => {
    let source: TestDatabase;
    let sourceFiles: OpenedStorage;
    let backupFolder: string;
    let manifest: Manifest;
    let admin: Awaited<ReturnType<typeof signedInUser>>;
    let buyer: Awaited<ReturnType<typeof signedInUser>>;
    let orderId: string;
    let productId: number;
    let productSlug: string;
    let productContent: Buffer;
    let imageId: string;
    let imageSha256: string;
    let previewLessonId: number;
    /** What the site answered before the backup, to compare with the restored one's. */
    const before: Record<string, unknown> = {};
    const cleanups: (() => Promise<void>)[] = [];

    /** The replies that say what the site holds: courses, users, the order, the buyer. */
    async function observe(): Promise<Record<string, unknown>> {
      const replies = {
        courses: await api.call('/api/exam/courses?page_size=50'),
        users: await api.call('/api/admin/users?page_size=100', { token: admin.token }),
        me: await api.call('/api/auth/me', { token: buyer.token }),
        order: await api.call(`/api/orders/${orderId}`, { token: buyer.token }),
      };
      for (const [name, reply] of Object.entries(replies)) expect(reply.status, name).toBe(200);
      return Object.fromEntries(Object.entries(replies).map(([name, reply]) => [name, reply.body]));
    }

    beforeAll(async () => {
      source = await openTestDatabase(driver);
      sourceFiles = await openStorage(storageKind);
      setDatabase(source.database);
      setFileStorage(sourceFiles.storage);
      await seedDatabase();
      [admin, buyer] = await Promise.all([signedInUser('admin'), signedInUser()]);
      const product = await createSourceCode({ priceVnd: 300_000 });
      ({ id: productId, slug: productSlug, content: productContent } = product);
      const paid = await orderAndPay(api, buyer.token, [{ product_type: 'SOURCE', product_id: product.id }]);
      expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(paid.request)}`)).body.RspCode).toBe('00');
      orderId = paid.orderId;
      const upload = await api.call('/api/admin/uploads?kind=image&name=cover.png', {
        token: admin.token,
        rawBody: new Uint8Array(FORMAT_SAMPLES.png),
      });
      expect(upload.status).toBe(201);
      imageId = upload.body.data.id;
      imageSha256 = upload.body.data.sha256;
      const [lesson] = await getDatabase()
        .db.select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.isFreePreview, true), isNotNull(lessons.videoUploadId)))
        .limit(1);
      previewLessonId = lesson!.id;
      Object.assign(before, await observe());
      // Something to compare: the seeded catalogue, the new users, the paid order.
      const seen = before as {
        courses: { data: unknown[] };
        users: { data: { email: string }[] };
        order: { data: { id: string; status: string } };
      };
      expect(seen.courses.data.length).toBeGreaterThan(0);
      expect(seen.users.data.map((user) => user.email)).toContain(buyer.user.email);
      expect(seen.order.data).toMatchObject({ id: orderId, status: 'paid' });

      backupFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'learnhub-backup-')), 'backup');
      manifest = await createBackup(
        { database: source.database, url: source.url, storage: sourceFiles.storage },
        backupFolder,
        noProgress,
      );
    }, 180_000);

    afterAll(async () => {
      setDatabase(undefined);
      setFileStorage(undefined);
      for (const cleanup of cleanups.reverse()) await cleanup();
      await source?.dispose();
      await sourceFiles?.close();
      if (backupFolder) rmSync(path.dirname(backupFolder), { recursive: true, force: true });
    });

    it('writes a manifest: when, which database and its migrations, every file with its size and sha256', async () => {
      expect(manifest).toEqual(await readManifest(backupFolder));
      expect(manifest.database).toMatchObject({
        kind: driver,
        file: driver === 'pglite' ? 'database/pglite.tar' : 'database/postgres.dump',
        migrations: {
          count: (await readdir(path.join('src', 'server', 'db', 'migrations'))).filter((f) => f.endsWith('.sql'))
            .length,
        },
      });
      expect(Date.now() - Date.parse(manifest.created_at)).toBeLessThan(10 * 60_000);
      expect(manifest.files.storage).toBe(storageKind);
      const keys = manifest.files.entries.map((entry) => entry.key);
      const image = manifest.files.entries.find((entry) => entry.sha256 === imageSha256);
      expect(image?.key).toMatch(/^uploads\/image\//);
      expect(manifest.files.entries).toContainEqual({
        key: `source-codes/${productSlug}.zip`,
        size: productContent.length,
        sha256: expect.any(String),
      });
      expect(manifest.files.count).toBe(keys.length);
      // What the operator keeps apart is said in the archive itself.
      expect(manifest.not_included.join(' ')).toMatch(/AUTH_SECRET.*STOCK_ENCRYPTION_KEY/s);
      expect(JSON.stringify(manifest)).not.toContain(process.env.AUTH_SECRET!);
    });

    describe('restored into a fresh database and a fresh storage', () => {
      let restoredFiles: OpenedStorage;
      let restoredTarget: DatabaseTarget;
      beforeAll(async () => {
        const { target, drop } = await freshTarget(driver);
        restoredTarget = target;
        cleanups.push(drop);
        restoredFiles = await openStorage(storageKind);
        cleanups.push(restoredFiles.close);
        await restoreBackup(backupFolder, { database: target, storage: restoredFiles.storage }, noProgress);
        const restored = openTarget(target);
        cleanups.push(() => restored.close());
        // The restored site: its database and its storage, nothing of the source's.
        setDatabase(restored);
        setFileStorage(restoredFiles.storage);
      }, 120_000);

      it('answers the same courses, users, order and account, and its sessions still sign people in', async () => {
        expect(await observe()).toEqual(before);
      });

      it('serves the same files: the paid download, the uploaded image, the lesson video', async () => {
        const download = await api.raw(`/api/source-codes/${productId}/download`, { token: buyer.token });
        expect(download.status).toBe(200);
        expect((await bytesOf(download)).equals(productContent)).toBe(true);

        const image = await api.raw(`/api/files/images/${imageId}`);
        expect(image.status).toBe(200);
        expect((await bytesOf(image)).equals(FORMAT_SAMPLES.png)).toBe(true);

        const video = await api.raw(`/api/exam/lessons/${previewLessonId}/video`, { redirect: 'manual' });
        if (storageKind === 's3') {
          // Presigned on the restored bucket, which serves the bytes.
          expect(video.status).toBe(302);
          const location = new URL(video.headers.get('location')!);
          expect(location.origin).toBe(restoredFiles.origin);
          const bytes = await bytesOf(await fetch(location));
          expect(bytes.length).toBeGreaterThan(0);
          expect(sha256Of(bytes)).toBeOneOf(manifest.files.entries.map((entry) => entry.sha256));
        } else {
          expect(video.status).toBe(200);
          expect(sha256Of(await bytesOf(video))).toBeOneOf(manifest.files.entries.map((entry) => entry.sha256));
        }
      });

      it('refuses to restore again over it without --force: the database is not fresh', async () => {
        const { target, drop } = await freshTarget(driver);
        cleanups.push(drop);
        const empty = await openStorage(storageKind);
        cleanups.push(empty.close);
        // The storage is fresh but the database is the one restored above.
        await expect(
          restoreBackup(backupFolder, { database: restoredTarget, storage: empty.storage }, noProgress),
        ).rejects.toThrow(RestoreTargetError);
        // A fresh database but a storage with files in it.
        await expect(
          restoreBackup(backupFolder, { database: target, storage: restoredFiles.storage }, noProgress),
        ).rejects.toThrow(/not empty.*--force/);
        // Nothing was written to the fresh ones.
        await expectFresh(target, empty.storage);
      });
    });

    it('refuses a changed archive before writing anything: a file, the dump, or a file gone', async () => {
      const damages: [string, (folder: string) => Promise<void>][] = [
        [
          'a changed byte in a file',
          (folder) => flipByte(path.join(folder, 'files', manifest.files.entries.at(-1)!.key)),
        ],
        ['a changed byte in the dump', (folder) => flipByte(path.join(folder, manifest.database.file))],
        ['a file gone', async (folder) => rmSync(path.join(folder, 'files', manifest.files.entries[0]!.key))],
      ];
      for (const [name, damage] of damages) {
        const copy = path.join(path.dirname(backupFolder), `damaged-${damages.findIndex(([n]) => n === name)}`);
        await cp(backupFolder, copy, { recursive: true });
        await damage(copy);
        const { target, drop } = await freshTarget(driver);
        cleanups.push(drop);
        const empty = await openStorage(storageKind);
        cleanups.push(empty.close);
        await expect(
          restoreBackup(copy, { database: target, storage: empty.storage }, noProgress),
          name,
        ).rejects.toThrow(BackupInvalidError);
        await expectFresh(target, empty.storage);
      }
    });
  });
}

async function expectFresh(target: DatabaseTarget, storage: FileStorage): Promise<void> {
  const listed = [];
  for await (const item of storage.list()) listed.push(item);
  expect(listed).toEqual([]);
  if (target.kind === 'pglite') {
    expect(await readdir(target.folder).catch(() => [])).toEqual([]);
  } else {
    const database = createDatabase({ url: target.url });
    try {
      const { rows } = await database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
      );
      expect(rows[0]!.count).toBe(0);
    } finally {
      await database.close();
    }
  }
}

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function flipByte(file: string): Promise<void> {
  const bytes = await readFile(file);
  bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
  await writeFile(file, bytes);
}
