import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { StoredFile } from '../storage/file-storage';
import type { ApiRequest } from './handler';

/**
 * Streams a stored file as an attachment: headers first (length, so the browser can show
 * progress; a name that survives any characters, RFC 6266 / 5987), then the bytes as they
 * come — never the whole file in memory. HEAD gets the headers only.
 */
export async function sendFile(
  req: ApiRequest,
  res: ServerResponse,
  file: StoredFile,
  options: { fileName: string; contentType: string },
): Promise<void> {
  const asciiName = options.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.statusCode = 200;
  res.setHeader('Content-Type', options.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(options.fileName)}`,
  );
  // A purchase, not a public asset: no shared cache may keep it.
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'HEAD') {
    file.stream.destroy();
    res.end();
    return;
  }
  await pipeline(file.stream, res);
}
