import { describe, expect, it } from 'vitest';
import { detectFileType, FILE_TYPE_HEAD_BYTES } from '@/lib/uploads/detect-file-type';
import type { UploadKind } from '@/lib/uploads/upload-kinds';
import { FORMAT_SAMPLES, mp4File, WEBVTT_CAPTIONS, webmFile } from '../../fixtures/media-files';

/** What the inspector hands the detector: the first bytes, or the whole file when it is shorter. */
const head = (bytes: Buffer) => bytes.subarray(0, FILE_TYPE_HEAD_BYTES);
const detect = (kind: UploadKind, bytes: Buffer | string) =>
  detectFileType(kind, head(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes));

describe('detectFileType: the format by magic bytes', () => {
  it('knows each accepted format of each kind', () => {
    expect(detect('video', mp4File())).toBe('video/mp4');
    expect(detect('video', webmFile({ duration: 1000 }))).toBe('video/webm');
    expect(detect('caption', WEBVTT_CAPTIONS)).toBe('text/vtt');
    expect(detect('image', FORMAT_SAMPLES.png)).toBe('image/png');
    expect(detect('image', FORMAT_SAMPLES.jpeg)).toBe('image/jpeg');
    expect(detect('image', FORMAT_SAMPLES.gif)).toBe('image/gif');
    expect(detect('image', FORMAT_SAMPLES.webp)).toBe('image/webp');
    expect(detect('archive', FORMAT_SAMPLES.zip)).toBe('application/zip');
    expect(detect('archive', FORMAT_SAMPLES.gzip)).toBe('application/gzip');
    expect(detect('archive', FORMAT_SAMPLES.sevenZip)).toBe('application/x-7z-compressed');
  });

  it('judges by kind: the right bytes for another kind are refused', () => {
    expect(detect('video', FORMAT_SAMPLES.png)).toBeNull();
    expect(detect('image', mp4File())).toBeNull();
    expect(detect('caption', FORMAT_SAMPLES.zip)).toBeNull();
    expect(detect('archive', WEBVTT_CAPTIONS)).toBeNull();
  });

  it('refuses an HEIF or AVIF image dressed as an MP4 (same ftyp box, image brand)', () => {
    expect(detect('video', mp4File({ brand: 'avif' }))).toBeNull();
    expect(detect('video', mp4File({ brand: 'heic' }))).toBeNull();
    expect(detect('video', mp4File({ brand: 'mp42' }))).toBe('video/mp4');
  });

  it('reads WebVTT as the spec writes it: a BOM allowed, WEBVTT alone or followed by a space, tab or newline', () => {
    expect(detect('caption', '\uFEFFWEBVTT\n\n')).toBe('text/vtt');
    expect(detect('caption', 'WEBVTT - Lesson 1\n')).toBe('text/vtt');
    expect(detect('caption', 'WEBVTT\r\n')).toBe('text/vtt');
    expect(detect('caption', 'WEBVTT')).toBe('text/vtt');
    expect(detect('caption', 'WEBVTTX\n')).toBeNull();
    expect(detect('caption', 'webvtt\n')).toBeNull();
    expect(detect('caption', '1\n00:00:00,000 --> 00:00:01,000\nan SRT file\n')).toBeNull();
  });

  it('refuses empty and too-short files', () => {
    expect(detect('video', Buffer.alloc(0))).toBeNull();
    expect(detect('image', Buffer.from([0x89, 0x50]))).toBeNull();
    expect(detect('video', Buffer.from('....ftyp'))).toBeNull();
  });
});
