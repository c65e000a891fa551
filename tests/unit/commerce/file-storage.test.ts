import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '@/server/storage/local-storage';
import { createS3Storage, type S3Sender } from '@/server/storage/s3-storage';

describe('local file storage', () => {
  it('writes, streams and reports files under its folder', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'learnhub-files-')));
    expect(await storage.exists('source-codes/a.zip')).toBe(false);
    expect(await storage.open('source-codes/a.zip')).toBeNull();
    await storage.put('source-codes/a.zip', Buffer.from('zip bytes'), 'application/zip');
    expect(await storage.exists('source-codes/a.zip')).toBe(true);
    const file = await storage.open('source-codes/a.zip');
    expect(file?.size).toBe(9);
    expect(await text(file!.stream)).toBe('zip bytes');
  });

  it('refuses keys that could leave the folder', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'learnhub-files-')));
    for (const key of ['../etc/passwd', '/abs.zip', 'a/../../b.zip', 'A.zip', 'a//b.zip', '']) {
      await expect(storage.open(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

/** A stand-in for S3Client: records the commands and answers from a map of objects. */
function stubS3(objects: Map<string, Buffer>) {
  const sent: unknown[] = [];
  const client: S3Sender = {
    send: (async (command: unknown) => {
      sent.push(command);
      const missing = Object.assign(new Error('missing'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
      if (command instanceof PutObjectCommand) {
        objects.set(command.input.Key!, command.input.Body as Buffer);
        return {};
      }
      if (command instanceof GetObjectCommand) {
        const body = objects.get(command.input.Key!);
        if (!body) throw missing;
        return { Body: Readable.from([body.subarray(0, 3), body.subarray(3)]), ContentLength: body.length };
      }
      if (command instanceof HeadObjectCommand) {
        if (!objects.has(command.input.Key!)) throw Object.assign(new Error('missing'), { name: 'NotFound' });
        return {};
      }
      throw new Error('unexpected command');
    }) as S3Sender['send'],
  };
  return { client, sent };
}

describe('S3 file storage (stubbed client)', () => {
  it('puts objects in its bucket with their content type', async () => {
    const { client, sent } = stubS3(new Map());
    await createS3Storage(client, 'learnhub-files').put('source-codes/a.zip', Buffer.from('zip'), 'application/zip');
    expect((sent[0] as PutObjectCommand).input).toEqual({
      Bucket: 'learnhub-files',
      Key: 'source-codes/a.zip',
      Body: Buffer.from('zip'),
      ContentType: 'application/zip',
    });
  });

  it('streams an object with its length, and reports missing ones', async () => {
    const { client, sent } = stubS3(new Map([['source-codes/a.zip', Buffer.from('zip bytes')]]));
    const storage = createS3Storage(client, 'learnhub-files');
    const file = await storage.open('source-codes/a.zip');
    expect((sent[0] as GetObjectCommand).input).toEqual({ Bucket: 'learnhub-files', Key: 'source-codes/a.zip' });
    expect(file?.size).toBe(9);
    expect(await text(file!.stream)).toBe('zip bytes');
    expect(await storage.open('source-codes/b.zip')).toBeNull();
    expect(await storage.exists('source-codes/a.zip')).toBe(true);
    expect(await storage.exists('source-codes/b.zip')).toBe(false);
  });

  it('passes other failures on, and validates keys before calling S3', async () => {
    const client: S3Sender = { send: (async () => Promise.reject(new Error('AccessDenied'))) as S3Sender['send'] };
    const storage = createS3Storage(client, 'learnhub-files');
    await expect(storage.open('source-codes/a.zip')).rejects.toThrow('AccessDenied');
    await expect(storage.open('../a.zip')).rejects.toThrow(/invalid storage key/);
  });
});
