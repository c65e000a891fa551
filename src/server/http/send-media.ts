import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../storage/file-storage';
import { AppError } from './app-error';
import { parseRange } from './byte-range';
import type { ApiRequest } from './handler';
import type { Logger } from './logger';

/** A stored file to play in the page (a lesson video, its captions), with what its reply needs. */
export interface MediaFile {
  storageKey: string;
  size: number;
  contentType: string;
  /** A strong validator, quoted ("…"). */
  etag: string;
  /** Default `private, no-cache` (see sendMedia); a public image may be kept by any cache. */
  cacheControl?: string;
}

/**
 * Serves a stored file inline, the way a media element needs it: `Accept-Ranges: bytes` and
 * a 206 for a Range (RFC 9110 §14; see parseRange), so a player seeks without downloading
 * what comes before; conditional requests on the ETag (If-None-Match → 304, If-Range → the
 * range only while the file is unchanged); HEAD with the headers alone. The bytes stream
 * from storage with backpressure (pipeline), never whole in memory. `private, no-cache`: no
 * shared cache may keep a paid lesson, and the viewer's own cache asks again (the ETag makes
 * that a 304) so that access is checked on every use.
 */
export async function sendMedia(
  req: ApiRequest,
  res: ServerResponse,
  file: MediaFile,
  storage: FileStorage,
  log: Logger,
): Promise<void> {
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', file.etag);
  res.setHeader('Cache-Control', file.cacheControl ?? 'private, no-cache');
  if (matchesAny(req.headers['if-none-match'], file.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  // If-Range (§13.1.5): the range only if the file is still the one the client has part of.
  const ifRange = req.headers['if-range'];
  const range = ifRange === undefined || ifRange === file.etag ? parseRange(req.headers.range, file.size) : null;
  if (range?.kind === 'unsatisfiable') {
    throw new AppError(
      'RANGE_NOT_SATISFIABLE',
      `The file has ${file.size} bytes: the range asked for starts past its end.`,
      undefined,
      { 'Content-Range': `bytes */${file.size}` },
    );
  }
  const part = range?.kind === 'part' ? range : undefined;
  const stored = await storage.open(file.storageKey, part);
  if (!stored) {
    // A file the database knows and storage lost is our fault: for a person to look at.
    log.error({ storageKey: file.storageKey }, 'stored media missing from storage');
    throw new AppError('SERVICE_UNAVAILABLE', 'This file is not available right now. Please try again later.');
  }
  res.statusCode = part ? 206 : 200;
  if (part) res.setHeader('Content-Range', `bytes ${part.start}-${part.end}/${file.size}`);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(stored.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'HEAD') {
    stored.stream.destroy();
    res.end();
    return;
  }
  await pipeline(stored.stream, res);
}

/** If-None-Match (§13.1.2): `*`, or a list of entity tags compared weakly (a W/ prefix ignored). */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
