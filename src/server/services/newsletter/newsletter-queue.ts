import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { markdownToSafeHtml } from '../../content/markdown';
import { logger, type Logger } from '../../http/logger';
import type { MailMessage } from '../../mail/mail-message';
import { sendMail } from '../../mail/send-mail';
import * as deliveryRepository from '../../repositories/newsletter-delivery-repository';
import type { ClaimedDelivery } from '../../repositories/newsletter-delivery-repository';
import { queueJob } from '../../jobs/job-queue';
import { isDraining } from '../../shutdown';
import { issueMailTo } from './issue-mail';

/**
 * The newsletter's mail queue: the worker that mails an issue's deliveries
 * (newsletter_deliveries) in batches.
 *
 * Nobody is mailed twice, even across restarts: this is at-most-once delivery. A run claims a
 * batch (FOR UPDATE SKIP LOCKED, so the workers of several instances take different rows),
 * then for each delivery commits `sending` BEFORE handing the mail to SMTP and `sent` after.
 * A run that dies (crash, kill, deploy) leaves its untouched claims `claimed` — they go back
 * to the queue once NEWSLETTER_CLAIM_LEASE_MS has passed — and at most one delivery
 * `sending`: the one mail in flight, which may or may not have reached the mail server. That
 * one is marked `interrupted` after NEWSLETTER_SENDING_LEASE_MS and never sent again; the
 * issue's progress shows it. The alternative, sending it again, would mail some readers twice.
 * Every step is a conditional update naming the run, so a run whose claim was released as
 * stale (a very slow one, not a dead one) cannot send it either: the leases decide only how
 * soon a dead run's rows are dealt with, never whether a mail goes twice.
 */

/** Deliveries one run claims at a time: what a crash can hold up until the claim lease ends. */
const NEWSLETTER_BATCH_SIZE = 50;
/** Between two full batches: paces the mail server (providers throttle bursts). */
const NEWSLETTER_BATCH_PAUSE_MS = 1_000;
/**
 * A claimed, unsent delivery older than this belongs to a run that died: back to the queue.
 * @internal exported for the tests
 */
export const NEWSLETTER_CLAIM_LEASE_MS = 5 * 60_000;
/**
 * A delivery `sending` for longer than this was cut off mid-send: `interrupted`. Longer than
 * any live SMTP send can take (nodemailer gives up on a silent socket after 10 minutes).
 * @internal exported for the tests
 */
export const NEWSLETTER_SENDING_LEASE_MS = 15 * 60_000;

const MAX_ERROR_LENGTH = 500;

interface QueueRunOptions {
  batchSize?: number;
  pauseMs?: number;
  /** Stop after this many batches (tests: one batch, then a "restart"). */
  maxBatches?: number;
  now?: () => Date;
  /** How a mail leaves (sendMail by default). */
  send?: (message: MailMessage) => Promise<void>;
  /** Asked before each mail: true stops the run and gives its remaining claims back. */
  shouldStop?: () => boolean;
  log?: Logger;
}

interface QueueRunSummary {
  sent: number;
  failed: number;
  skipped: number;
  /** Issues this run found done and marked sent. */
  finishedIssues: string[];
}

/**
 * One run of the worker: recovers what dead runs left, then mails batch after batch until the queue is empty.
 * @internal exported for the tests (the server's runs are `newsletter-send` jobs)
 */
export async function runNewsletterQueue(options: QueueRunOptions = {}): Promise<QueueRunSummary> {
  const runId = randomUUID();
  const now = options.now ?? (() => new Date());
  const log = options.log ?? logger;
  const send = options.send ?? ((message: MailMessage) => sendMail(message, { log }));
  const batchSize = options.batchSize ?? NEWSLETTER_BATCH_SIZE;
  const stop = options.shouldStop ?? (() => false);
  const summary: QueueRunSummary = { sent: 0, failed: 0, skipped: 0, finishedIssues: [] };

  const start = now().getTime();
  const recovered = await deliveryRepository.recoverStale(
    new Date(start - NEWSLETTER_CLAIM_LEASE_MS),
    new Date(start - NEWSLETTER_SENDING_LEASE_MS),
    now(),
  );
  if (recovered.interrupted > 0) {
    log.warn(recovered, 'newsletter queue: deliveries cut off mid-send are marked interrupted, not sent again');
  }

  for (let batches = 0; options.maxBatches === undefined || batches < options.maxBatches; batches += 1) {
    if (stop()) break;
    const ids = await deliveryRepository.claimBatch(runId, batchSize, now());
    if (ids.length === 0) break;
    const claimed = await deliveryRepository.listClaimed(ids);
    // One rendering per issue and language for the whole batch.
    const rendered = new Map<string, string>();
    for (const delivery of claimed) {
      if (stop()) {
        await deliveryRepository.releaseClaims(runId);
        break;
      }
      const outcome = await deliver(delivery, runId, { now, send, rendered, log });
      if (outcome !== 'lost') summary[outcome] += 1;
    }
    summary.finishedIssues.push(...(await deliveryRepository.finishIssues(now())));
    if (ids.length < batchSize || stop()) break;
    await sleep(options.pauseMs ?? NEWSLETTER_BATCH_PAUSE_MS);
  }
  summary.finishedIssues.push(...(await deliveryRepository.finishIssues(now())));
  return summary;
}

async function deliver(
  delivery: ClaimedDelivery,
  runId: string,
  context: {
    now: () => Date;
    send: (message: MailMessage) => Promise<void>;
    rendered: Map<string, string>;
    log: Logger;
  },
): Promise<'sent' | 'failed' | 'skipped' | 'lost'> {
  // Unsubscribed (or pending again) since the send started: not mailed.
  if (delivery.subscriberStatus !== 'confirmed') {
    return (await deliveryRepository.take(delivery.id, runId, 'skipped', context.now())) ? 'skipped' : 'lost';
  }
  // Committed before the mail leaves: from here on, this delivery is never sent again.
  if (!(await deliveryRepository.take(delivery.id, runId, 'sending', context.now()))) return 'lost';
  const key = `${delivery.issueId}:${delivery.language}`;
  let html = context.rendered.get(key);
  if (html === undefined) {
    html = markdownToSafeHtml(delivery.body);
    context.rendered.set(key, html);
  }
  const mail = issueMailTo(delivery.language, delivery.email, delivery, delivery.unsubscribeToken, { html });
  try {
    await context.send(mail);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    context.log.warn({ err: error, deliveryId: delivery.id }, 'newsletter queue: the mail server refused a mail');
    await deliveryRepository.finish(
      delivery.id,
      runId,
      { status: 'failed', error: message.slice(0, MAX_ERROR_LENGTH) },
      context.now(),
    );
    return 'failed';
  }
  await deliveryRepository.finish(delivery.id, runId, { status: 'sent' }, context.now());
  return 'sent';
}

/** One job's share of a long send: the job then queues its successor (see runNewsletterJob). */
const NEWSLETTER_JOB_SLICE_MS = 4 * 60_000;

/**
 * The `newsletter-send` job (src/server/jobs/job-definitions.ts): an issue's send queues it,
 * and the minute sweep resumes a send cut off by a restart. One job mails for at most
 * NEWSLETTER_JOB_SLICE_MS, then hands over to a new job, so a long send never runs past its
 * job's expiry (which is how a dead instance's job is told apart from a slow one). A stopping
 * server takes no new batch; the claims it holds go back to the queue.
 */
export async function runNewsletterJob(log: Logger): Promise<void> {
  const deadline = Date.now() + NEWSLETTER_JOB_SLICE_MS;
  const outOfTime = () => Date.now() > deadline;
  await runNewsletterQueue({ shouldStop: () => isDraining() || outOfTime(), log });
  if (outOfTime() && !isDraining()) await queueJob('newsletter-send', {});
}
