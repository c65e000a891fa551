import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStorage } from '@/server/storage/file-storage';
import { createS3Storage } from '@/server/storage/s3-storage';

const BUCKET = 'learnhub-test';
// s3rver's own fixed credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  storage: FileStorage;
  client: S3Client;
  bucket: string;
  /** The server's origin: presigned addresses point there. */
  origin: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server in this process (s3rver, files in a temporary folder), with a
 * bucket and the app's S3 storage pointed at it the way S3_ENDPOINT and S3_FORCE_PATH_STYLE
 * would: multipart uploads, ranged reads and presigned addresses go over HTTP for real.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'learnhub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: origin,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    storage: createS3Storage(client, BUCKET),
    client,
    bucket: BUCKET,
    origin,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
