import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const holder = globalThis as typeof globalThis & { __learnhubFileStorage?: FileStorage };

/** The process's file storage as configured: S3 when S3_BUCKET is set, else FILES_DIR. */
export function getFileStorage(): FileStorage {
  holder.__learnhubFileStorage ??= env.S3_BUCKET
    ? createS3Storage(
        new S3Client({
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }),
        env.S3_BUCKET,
      )
    : createLocalStorage(env.FILES_DIR);
  return holder.__learnhubFileStorage;
}

/**
 * Replaces the process's file storage (undefined: back to the configured one).
 * @internal for the tests, which serve the same routes from S3 and from disk
 */
export function setFileStorage(storage: FileStorage | undefined): void {
  holder.__learnhubFileStorage = storage;
}
