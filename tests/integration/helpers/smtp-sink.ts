import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` (already received or still to come). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (a random port unless one is given) that keeps every
 * message it receives, for tests that send mail through nodemailer's SMTP transport (the
 * integration tests, and the e2e mail sink in e2e/support). Plain SMTP, no auth, no TLS.
 */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeHeader(headerOf(raw, 'subject')),
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
          raw,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    next: (to, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const found = messages.find((message) => message.to.includes(to));
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headerOf(block: string, name: string): string {
  const head = block.split(/\r?\n\r?\n/)[0] ?? '';
  // Unfold continuation lines, then find the header.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** RFC 2047 encoded words (=?utf-8?Q?…?= / =?utf-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable (RFC 2045): soft line breaks dropped, each =XX one byte; the bytes are UTF-8. */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The decoded body of the first MIME part of a type (in nested multiparts, or a single part).
 * Parts are cut at the boundaries the message declares, and only there: a text may have a
 * line of its own starting with "--" (the "-- " before a mail's footer).
 */
function partOf(raw: string, type: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^"\r\n;]+)"?/gi)].map((match) =>
    match[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const sections =
    boundaries.length === 0 ? [raw] : raw.split(new RegExp(`\\r?\\n--(?:${boundaries.join('|')})(?:--)?(?=\\r?\\n|$)`));
  for (const section of sections) {
    const trimmed = section.replace(/^\r?\n/, '');
    if (!headerOf(trimmed, 'content-type').toLowerCase().startsWith(type)) continue;
    const body = trimmed
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
    const encoding = headerOf(trimmed, 'content-transfer-encoding').toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).replace(/\r\n/g, '\n');
    return body.replace(/\r\n/g, '\n');
  }
  return '';
}
