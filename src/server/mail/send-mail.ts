import { createTransport, type Transporter } from 'nodemailer';
import { env } from '../env';
import type { Logger } from '../http/logger';
import * as mailOutboxRepository from '../repositories/mail-outbox-repository';
import type { MailMessage } from './mail-message';

const transports = new Map<string, Transporter>();

/**
 * Explicit, and short: nodemailer's defaults (2 min to connect, 30 s for the greeting,
 * 10 min of socket silence) outlast a mail job's expiry (60 s, job-definitions.ts), so a
 * mail server that hangs would leave the job running on a live instance while pg-boss
 * expires it and queues a retry elsewhere. Failing the send first lets the job's own retry
 * with back-off take over.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = createTransport({ url, ...SMTP_TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise keeps the mail in `mail_outbox` and
 * logs it, so the embedded default works end to end. `link` (the mail's one-time link) is
 * logged only outside production: in production logs it would be a credential.
 */
export async function sendMail(message: MailMessage, options: { log: Logger; link?: string }): Promise<void> {
  const summary = { to: message.to, subject: message.subject };
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail({ from: env.MAIL_FROM, ...message });
    options.log.info(summary, 'mail sent');
    return;
  }
  const { to, subject, text, html } = message;
  await mailOutboxRepository.create({ to, subject, text, html });
  const link = env.NODE_ENV === 'production' ? undefined : options.link;
  options.log.info(link ? { ...summary, link } : summary, 'mail stored in the outbox (no SMTP_URL)');
}
