import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type FileStorage } from './file-storage';

/**
 * Files under one folder (FILES_DIR, default ${DATA_DIR}/files). Every write goes to a
 * `.partial` file beside its target, renamed over it once complete: a reader never sees
 * half a file, and a failed write leaves only the partial, which is removed at once.
 */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  // Unique per write, so two writes of one key never share a partial file.
  const partialOf = (file: string) => `${file}.${process.pid}-${randomBytes(6).toString('hex')}.partial`;

  async function writeBeside(file: string, fill: (partial: string) => Promise<void>): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = partialOf(file);
    try {
      await fill(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',
    put(key, body) {
      const file = fileOf(key);
      return writeBeside(file, (partial) => writeFile(partial, body));
    },
    async write(key, body: Readable) {
      try {
        const file = fileOf(key);
        await writeBeside(file, (partial) => pipeline(body, createWriteStream(partial, { flags: 'wx' })));
      } catch (error) {
        // Without an error: the writer's caller learns of it from this rejection, not an 'error' event.
        body.destroy();
        throw error;
      }
    },
    async open(key, range) {
      const file = fileOf(key);
      const info = await fileStats(file);
      if (!info) return null;
      if (!range) return { stream: createReadStream(file), size: info.size };
      if (range.start < 0 || range.start > range.end || range.end >= info.size) {
        throw new Error(`range ${range.start}-${range.end} is outside ${key} (${info.size} bytes)`);
      }
      return { stream: createReadStream(file, range), size: range.end - range.start + 1 };
    },
    async stat(key) {
      const info = await fileStats(fileOf(key));
      // From the size and modification time, as nginx builds its ETags.
      return info && { size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        // A `.partial` file is a write in progress (or one a crash cut short): not a file yet.
        if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        const info = await fileStats(file);
        if (info) yield { key, size: info.size };
      }
    },
  };
}

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
