import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, type FileStorage } from './file-storage';

/** The one method of S3Client used here, so tests can hand in a stub. */
export type S3Sender = Pick<S3Client, 'send'>;

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Files as objects of one bucket of any S3-compatible service (AWS, MinIO, R2…). */
export function createS3Storage(client: S3Sender, bucket: string): FileStorage {
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async open(key) {
      assertValidKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // In Node the SDK's body is an http.IncomingMessage, a Readable: streamed, never buffered.
        if (!(reply.Body instanceof Readable)) throw new Error('S3 GetObject returned no readable body');
        return { stream: reply.Body, size: reply.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
