import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT_BYTES, type UploadKind } from '@/lib/uploads/upload-kinds';
import { UploadInspector } from '@/server/services/uploads/upload-inspector';
import { mp4File, WEBVTT_CAPTIONS, webmFile } from '../../fixtures/media-files';

/** Streams `chunks` through an inspector; what came out the other side, and what it found. */
async function inspect(kind: UploadKind, chunks: Iterable<Buffer> | AsyncIterable<Buffer>) {
  const inspector = new UploadInspector(kind);
  const passed: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      passed.push(chunk);
      done();
    },
  });
  await pipeline(Readable.from(chunks), inspector, sink);
  return { inspected: inspector.inspected, passed: Buffer.concat(passed) };
}

/** `bytes` in pieces of `size`. */
function* piecesOf(bytes: Buffer, size: number) {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

describe('UploadInspector', () => {
  it('passes every byte on unchanged, and reports type, size, sha256 and a video’s duration', async () => {
    const file = mp4File({ timeScale: 1000, duration: 125_400, moovFirst: false, mediaBytes: 50_000 });
    // Pieces smaller than the bytes the type needs: the first ones are held until it is known.
    const { inspected, passed } = await inspect('video', piecesOf(file, 5));
    expect(passed.equals(file)).toBe(true);
    expect(inspected).toEqual({
      contentType: 'video/mp4',
      sizeBytes: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
      durationS: 125,
    });
  });

  it('reads a WebM’s duration; no duration for other kinds', async () => {
    expect((await inspect('video', [webmFile({ duration: 42_600 })])).inspected).toMatchObject({
      contentType: 'video/webm',
      durationS: 43,
    });
    expect((await inspect('caption', [WEBVTT_CAPTIONS])).inspected).toMatchObject({
      contentType: 'text/vtt',
      durationS: null,
    });
  });

  it('accepts a file shorter than the bytes a format needs when it is one (an empty WebVTT)', async () => {
    expect((await inspect('caption', [Buffer.from('WEBVTT')])).inspected.sizeBytes).toBe(6);
  });

  it('refuses bytes of another format before passing any of them on', async () => {
    const inspector = new UploadInspector('video');
    const passed: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        passed.push(chunk);
        done();
      },
    });
    await expect(
      pipeline(Readable.from([Buffer.from('<html>not a video</html>')]), inspector, sink),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      detail: expect.stringContaining('video/mp4, video/webm'),
    });
    await expect(inspector.detectedType).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(passed).toEqual([]);
  });

  it('refuses an empty file', async () => {
    await expect(inspect('image', [])).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('stops as soon as the bytes pass the kind’s limit, without reading the rest', async () => {
    const limit = UPLOAD_LIMIT_BYTES.caption;
    let produced = 0;
    async function* endless() {
      yield WEBVTT_CAPTIONS;
      for (;;) {
        produced += 64 * 1024;
        yield Buffer.alloc(64 * 1024, 0x20);
      }
    }
    await expect(inspect('caption', endless())).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      detail: expect.stringContaining('1 MiB'),
    });
    expect(produced).toBeLessThan(limit + 4 * 64 * 1024);
  });

  it('has no result before its end', () => {
    expect(() => new UploadInspector('video').inspected).toThrow(/not been read/);
  });
});
