import type { IncomingMessage } from 'node:http';
import { AppError } from './app-error';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json$/i;

/** A body that did not parse as JSON (answered as a VALIDATION_ERROR on `body`). */
export class MalformedJsonError extends Error {
  override name = 'MalformedJsonError';
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Reads and parses a JSON request body, at most `limit` bytes (413 beyond, checked against
 * Content-Length first and then while streaming, so a lying header cannot get past it).
 * No body → undefined; a body that is not JSON → 415. API routes turn Next's own body
 * parser off (`config.api.bodyParser = false`) so this is the only reader.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  if (!hasBody(req)) return undefined;

  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(mediaType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON (Content-Type: application/json).');
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);

  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedJsonError('Malformed JSON');
  }
}

function tooLarge(limit: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${limit} bytes.`);
}
