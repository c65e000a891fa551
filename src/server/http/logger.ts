import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type Logger } from 'pino';
import { env } from '../env';
import { currentRequest } from './request-context';

export type { Logger };

/**
 * Structured JSON logs on stdout (one object per line), level from LOG_LEVEL. No
 * transports: they start worker threads, which Next's server bundle cannot resolve.
 */
export const logger: Logger = pino({
  level: env.LOG_LEVEL,
  // A line the process's logger writes while serving a request carries the request's id,
  // whichever service wrote it (request-context.ts). Only the process's logger: the
  // request's own child logger (requestLogger) has it bound already.
  mixin: (_merged, _level, instance) => {
    if (instance !== logger) return {};
    const request = currentRequest();
    return request ? { request_id: request.requestId } : {};
  },
  timestamp: pino.stdTimeFunctions.isoTime,
  // Defence in depth: secrets must never reach a log line even if an object slips in.
  redact: {
    paths: [
      'password',
      '*.password',
      'token',
      '*.token',
      'authorization',
      '*.authorization',
      'headers.cookie',
      '*.headers.cookie',
    ],
    censor: '[redacted]',
  },
});

// A caller's id is reused (so a proxy's id follows the request) only when it is short and plain.
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The logger for one request: every line carries its `request_id`. */
export function requestLogger(requestId: string): Logger {
  return logger.child({ request_id: requestId });
}
