import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, type FileStorage } from './file-storage';

/**
 * A streamed write holds at most QUEUE_SIZE parts of PART_SIZE in memory (S3's smallest part
 * is 5 MiB): 16 MiB however large the file, and two parts in flight.
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Files as objects of one bucket of any S3-compatible service (AWS, MinIO, R2…). Streamed
 * writes go through lib-storage's multipart Upload, which aborts the multipart upload when
 * the stream fails, so no object (and no orphaned part) is left behind.
 */
export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async write(key, body, contentType) {
      try {
        assertValidKey(key);
        const upload = new Upload({
          client,
          params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
          partSize: PART_SIZE,
          queueSize: QUEUE_SIZE,
          leavePartsOnError: false,
        });
        await upload.done();
      } catch (error) {
        // Without an error: the writer's caller learns of it from this rejection, not an 'error' event.
        body.destroy();
        throw error;
      }
    },
    async open(key, range) {
      assertValidKey(key);
      try {
        const reply = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // In Node the SDK's body is an http.IncomingMessage, a Readable: streamed, never buffered.
        if (!(reply.Body instanceof Readable)) throw new Error('S3 GetObject returned no readable body');
        return { stream: reply.Body, size: reply.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertValidKey(key);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async presignGet(key, { expiresInS, contentType }) {
      assertValidKey(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentType: contentType }),
        { expiresIn: expiresInS },
      );
    },
  };
}
