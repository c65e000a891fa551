import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface Hashed {
  size: number;
  sha256: string;
}

/** Streams `source` into `destination`, hashing the bytes on their way (never held whole). */
export async function hashedCopy(source: Readable, destination: Writable): Promise<Hashed> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, tap, destination);
  return { size, sha256: hash.digest('hex') };
}

/** The size and sha256 of a file on disk, read as a stream. */
export async function hashFile(file: string): Promise<Hashed> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}
