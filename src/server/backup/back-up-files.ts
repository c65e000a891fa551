import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type FileStorage } from '../storage/file-storage';
import { hashedCopy } from './hashed-copy';
import { FILES_FOLDER, type Manifest } from './manifest';
import type { Progress } from './progress';

/**
 * Copies every stored file (FILES_DIR, or every object of the bucket) into `files/<key>`
 * of the backup folder, one stream at a time, hashing each on its way.
 */
export async function backUpFiles(
  storage: FileStorage,
  folder: string,
  progress: Progress,
): Promise<Manifest['files']> {
  const listed: { key: string; size: number }[] = [];
  for await (const item of storage.list()) listed.push(item);
  const entries: Manifest['files']['entries'] = [];
  let bytes = 0;
  for (const { key } of listed) {
    // Keys name paths under files/: one that could leave it is not copied, and says so.
    assertValidKey(key);
    const file = await storage.open(key);
    // Removed since it was listed (an upload replaced): nothing to keep.
    if (!file) continue;
    const target = path.join(folder, FILES_FOLDER, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const copied = await hashedCopy(file.stream, createWriteStream(target, { mode: 0o600 }));
    entries.push({ key, ...copied });
    bytes += copied.size;
    progress('files', entries.length, listed.length, bytes);
  }
  return { storage: storage.kind, count: entries.length, total_bytes: bytes, entries };
}
