import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '@/server/storage/file-storage';
import { createLocalStorage } from '@/server/storage/local-storage';
import { startLocalS3 } from '../helpers/s3-server';

/**
 * The file storage contract, run against both kinds: a folder on disk, and S3 (a real
 * S3-compatible server, s3rver, in this process). Callers cannot tell them apart.
 */
interface OpenedStorage {
  storage: FileStorage;
  /** Every file (or object) the storage holds, partial files included. */
  listAll(): Promise<string[]>;
  close(): Promise<void>;
}

async function openLocal(): Promise<OpenedStorage> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'learnhub-files-'));
  return {
    storage: createLocalStorage(root),
    listAll: async () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function openS3(): Promise<OpenedStorage> {
  const s3 = await startLocalS3();
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  return {
    storage: s3.storage,
    listAll: async () =>
      ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((item) => item.Key!),
    close: s3.close,
  };
}

const MiB = 1024 * 1024;

/** `size` bytes of a repeating pattern, streamed in 64 KiB chunks; `failAfter`: the stream errors there. */
function patternStream(size: number, failAfter?: number): Readable {
  async function* chunks() {
    for (let offset = 0; offset < size; offset += 64 * 1024) {
      if (failAfter !== undefined && offset >= failAfter) throw new Error('the sender went away');
      yield patternBytes(offset, Math.min(64 * 1024, size - offset));
    }
  }
  return Readable.from(chunks());
}

function patternBytes(offset: number, length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => (offset + index) % 251));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each([
  ['on disk', openLocal],
  ['on S3', openS3],
] as const)('file storage %s', (_, open) => {
  let opened: OpenedStorage;
  let storage: FileStorage;
  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterAll(() => opened.close());

  it('puts a small file, then stats and streams it; a missing file is null', async () => {
    expect(await storage.stat('source-codes/a.zip')).toBeNull();
    expect(await storage.open('source-codes/a.zip')).toBeNull();
    await storage.put('source-codes/a.zip', Buffer.from('zip bytes'), 'application/zip');
    const stat = await storage.stat('source-codes/a.zip');
    expect(stat).toEqual({ size: 9, etag: expect.stringMatching(/^".+"$/) });
    const file = await storage.open('source-codes/a.zip');
    expect(file?.size).toBe(9);
    expect((await buffer(file!.stream)).toString()).toBe('zip bytes');
  });

  it('writes a stream larger than one multipart part, and reads it back whole and by range', async () => {
    const size = 12 * MiB + 5;
    await storage.write('uploads/video/big', patternStream(size), 'video/mp4');
    expect((await storage.stat('uploads/video/big'))?.size).toBe(size);
    const whole = await storage.open('uploads/video/big');
    expect(whole?.size).toBe(size);
    expect(sha256(await buffer(whole!.stream))).toBe(sha256(patternBytes(0, size)));

    const range = await storage.open('uploads/video/big', { start: 9 * MiB - 3, end: 9 * MiB + 6 });
    expect(range?.size).toBe(10);
    expect((await buffer(range!.stream)).equals(patternBytes(9 * MiB - 3, 10))).toBe(true);
    const last = await storage.open('uploads/video/big', { start: size - 1, end: size - 1 });
    expect((await buffer(last!.stream)).equals(patternBytes(size - 1, 1))).toBe(true);
  });

  it('leaves nothing behind when the stream fails mid-way (not even a partial file or part)', async () => {
    const before = await opened.listAll();
    await expect(storage.write('uploads/video/cut', patternStream(12 * MiB, 6 * MiB), 'video/mp4')).rejects.toThrow(
      'the sender went away',
    );
    expect(await storage.stat('uploads/video/cut')).toBeNull();
    expect(await opened.listAll()).toEqual(before);
  });

  it('destroys the stream when storage refuses the write', async () => {
    const body = patternStream(1024);
    await expect(storage.write('../escape', body, 'video/mp4')).rejects.toThrow(/invalid storage key/);
    expect(body.destroyed).toBe(true);
  });

  it('removes a file; removing a missing one is no error', async () => {
    await storage.put('uploads/image/gone', Buffer.from('x'), 'image/png');
    await storage.remove('uploads/image/gone');
    expect(await storage.stat('uploads/image/gone')).toBeNull();
    await expect(storage.remove('uploads/image/gone')).resolves.toBeUndefined();
  });

  it('lists every stored file with its size, and not a write still in progress (for backups)', async () => {
    await storage.put('source-codes/listed.zip', Buffer.from('12345'), 'application/zip');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    async function* slowBody() {
      yield Buffer.alloc(1024, 1);
      await held;
      yield Buffer.alloc(1024, 2);
    }
    const writing = storage.write('uploads/video/in-progress', Readable.from(slowBody()), 'video/mp4');
    const listed = new Map<string, number>();
    for await (const item of storage.list()) listed.set(item.key, item.size);
    expect(listed.get('source-codes/listed.zip')).toBe(5);
    expect(listed.get('uploads/video/big')).toBe(12 * MiB + 5);
    expect([...listed.keys()].some((key) => key.includes('in-progress') || key.endsWith('.partial'))).toBe(false);
    release();
    await writing;
    const after = [];
    for await (const item of storage.list()) after.push(item.key);
    expect(after).toContain('uploads/video/in-progress');
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    for (const key of ['../etc/passwd', '/abs.zip', 'a/../../b.zip', 'A.zip', 'a//b.zip', '']) {
      await expect(storage.open(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('presigned addresses', () => {
  it('exist on S3 only: a GET that works without credentials for a few minutes, with ranges and the type asked for', async () => {
    const local = await openLocal();
    expect(local.storage.presignGet).toBeUndefined();
    await local.close();

    const s3 = await startLocalS3();
    try {
      await s3.storage.put('uploads/video/clip', Buffer.from('0123456789'), 'application/octet-stream');
      const url = await s3.storage.presignGet!('uploads/video/clip', { expiresInS: 300, contentType: 'video/webm' });
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
      expect(new URL(url).origin).toBe(s3.origin);
      const reply = await fetch(url, { headers: { Range: 'bytes=2-4' } });
      expect(reply.status).toBe(206);
      expect(reply.headers.get('content-type')).toBe('video/webm');
      expect(await reply.text()).toBe('234');
    } finally {
      await s3.close();
    }
  });
});
