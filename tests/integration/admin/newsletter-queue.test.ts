import { randomUUID } from 'node:crypto';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/mail';
import { newsletterDeliveries, newsletterSubscribers, type NewsletterSubscriber } from '@/server/db/schema/newsletter';
import { logger } from '@/server/http/logger';
import type { MailMessage } from '@/server/mail/mail-message';
import { sendMail } from '@/server/mail/send-mail';
import * as deliveryRepository from '@/server/repositories/newsletter-delivery-repository';
import { createIssue, getAdminIssue } from '@/server/services/admin/newsletter/issue-writes';
import { startIssueSend } from '@/server/services/admin/newsletter/send-issue';
import {
  NEWSLETTER_CLAIM_LEASE_MS,
  NEWSLETTER_SENDING_LEASE_MS,
  runNewsletterQueue,
} from '@/server/services/newsletter/newsletter-queue';
import { unsubscribe } from '@/server/services/newsletter/unsubscribe';
import { describeEachDatabase } from '../helpers/databases';
import { waitFor } from '../helpers/api';
import { addSubscriber, issueBody } from '../helpers/newsletter';
import { signedInUser } from '../helpers/users';

/**
 * The newsletter's mail queue without the HTTP layer: the worker's runs are started by hand,
 * so a test can stop one mid-batch (a server that died) and start another (the restart).
 * No SMTP_URL: every mail lands in mail_outbox, which counts what each reader got.
 */

/** Mails of the outbox to each address. */
async function outboxCounts(readers: NewsletterSubscriber[]): Promise<Record<string, number>> {
  const rows = await getDb()
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.to,
        readers.map((reader) => reader.email),
      ),
    );
  const counts = Object.fromEntries(readers.map((reader) => [reader.email, 0]));
  for (const row of rows) counts[row.to]! += 1;
  return counts;
}

const deliveriesOf = (issueId: string) =>
  getDb().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));

const toOutbox = (message: MailMessage) => sendMail(message, { log: logger });
const later = (ms: number) => () => new Date(Date.now() + ms);

describeEachDatabase('the newsletter: the mail queue', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
  });
  // Each test its own readers: a send goes to every confirmed reader there is.
  beforeEach(async () => {
    await getDb().delete(newsletterSubscribers).where(isNotNull(newsletterSubscribers.id));
  });

  /** Confirmed readers (and one pending, one unsubscribed), an issue, its send started. */
  async function startedSend(confirmed: number) {
    const readers: NewsletterSubscriber[] = [];
    for (let n = 0; n < confirmed; n += 1) readers.push(await addSubscriber('confirmed', n % 2 === 0 ? 'en' : 'vi'));
    const others = [await addSubscriber('pending', 'en'), await addSubscriber('unsubscribed', 'vi')];
    const issue = await createIssue(issueBody(), { ...admin.user, sessionId: admin.sessionId });
    await startIssueSend(issue.id, { ...admin.user, sessionId: admin.sessionId });
    return { issueId: issue.id, readers, others };
  }

  const drain = () => runNewsletterQueue({ pauseMs: 0, send: toOutbox });

  it('resumes a send cut off mid-batch: nobody gets two mails; the one mail in flight is shown as interrupted', async () => {
    const { issueId, readers, others } = await startedSend(6);

    // A first run mails one batch of two, then stops as asked.
    const first = await runNewsletterQueue({ batchSize: 2, maxBatches: 1, pauseMs: 0, send: toOutbox });
    expect(first.sent).toBe(2);

    // A second run takes a batch of two and dies during its first mail: the mail server never
    // answers, the process is gone. Its first delivery stays `sending`, its second `claimed`.
    let inFlight: string | undefined;
    void runNewsletterQueue({
      batchSize: 2,
      pauseMs: 0,
      send: (message) => {
        inFlight = message.to;
        return new Promise<void>(() => undefined);
      },
    });
    await waitFor(async () => inFlight);
    const afterCrash = await deliveriesOf(issueId);
    expect(afterCrash.filter((row) => row.status === 'sending')).toHaveLength(1);
    expect(afterCrash.filter((row) => row.status === 'claimed')).toHaveLength(1);

    // The restarted server's run, at once: the dead run's rows are within their leases, so it
    // mails only what was still queued, and the issue is not done.
    const restarted = await runNewsletterQueue({ pauseMs: 0, send: toOutbox });
    expect(restarted.sent).toBe(2);
    expect((await getAdminIssue(issueId)).status).toBe('sending');

    // A run after the leases: the claimed one goes back to the queue and is mailed; the one in
    // flight is interrupted, never sent again; the issue is done.
    const resumed = await runNewsletterQueue({
      pauseMs: 0,
      send: toOutbox,
      now: later(NEWSLETTER_SENDING_LEASE_MS + 1_000),
    });
    expect(resumed).toMatchObject({ sent: 1, failed: 0, skipped: 0, finishedIssues: [issueId] });

    const counts = await outboxCounts([...readers, ...others]);
    expect(counts[inFlight!]).toBe(0);
    expect(Object.values(counts).filter((count) => count === 1)).toHaveLength(5);
    expect(Object.values(counts).every((count) => count <= 1)).toBe(true);
    const rows = await deliveriesOf(issueId);
    expect(rows.find((row) => row.status === 'interrupted')).toMatchObject({
      subscriberId: readers.find((reader) => reader.email === inFlight)!.id,
    });
    const issue = await getAdminIssue(issueId);
    expect(issue.status).toBe('sent');
    const progress = issue.progress;
    expect(progress.en.sent + progress.vi.sent).toBe(5);
    expect(progress.en.interrupted + progress.vi.interrupted).toBe(1);
    expect(progress.en.total + progress.vi.total).toBe(6);
  });

  it('a run whose claim was released (taken for dead) cannot send that delivery any more', async () => {
    const { issueId } = await startedSend(1);
    const slowRun = randomUUID();
    const [id] = await deliveryRepository.claimBatch(slowRun, 10, new Date());
    expect(id).toBeDefined();
    // Past the claim lease, another run finds it, gives it back to the queue and mails it.
    const other = await runNewsletterQueue({
      pauseMs: 0,
      send: toOutbox,
      now: later(NEWSLETTER_CLAIM_LEASE_MS + 1_000),
    });
    expect(other.sent).toBe(1);
    // The slow run wakes up: its claim is gone, so its send does not start.
    expect(await deliveryRepository.take(id!, slowRun, 'sending', new Date())).toBe(false);
    expect((await deliveriesOf(issueId)).map((row) => row.status)).toEqual(['sent']);
  });

  it('two workers at once (two server instances) never take the same deliveries', async () => {
    const { issueId, readers } = await startedSend(8);
    const [one, two] = await Promise.all([
      runNewsletterQueue({ batchSize: 3, pauseMs: 0, send: toOutbox }),
      runNewsletterQueue({ batchSize: 3, pauseMs: 0, send: toOutbox }),
    ]);
    expect(one.sent + two.sent).toBe(8);
    expect(Object.values(await outboxCounts(readers))).toEqual(Array(8).fill(1));
    expect((await getAdminIssue(issueId)).status).toBe('sent');
  });

  it('skips a reader who unsubscribes before their batch, and never adds one confirmed after the start', async () => {
    const { issueId, readers } = await startedSend(3);
    await unsubscribe(readers[1]!.unsubscribeToken);
    const late = await addSubscriber('confirmed', 'en');
    const run = await drain();
    expect(run).toMatchObject({ sent: 2, skipped: 1 });
    expect(await outboxCounts([...readers, late])).toEqual({
      [readers[0]!.email]: 1,
      [readers[1]!.email]: 0,
      [readers[2]!.email]: 1,
      [late.email]: 0,
    });
    const progress = (await getAdminIssue(issueId)).progress;
    expect(progress.en.skipped + progress.vi.skipped).toBe(1);
    expect(progress.en.total + progress.vi.total).toBe(3);
  });

  it('marks a mail the mail server refuses as failed, once, and finishes the issue', async () => {
    const { issueId } = await startedSend(2);
    const run = await runNewsletterQueue({
      pauseMs: 0,
      send: async (message) => {
        if (message.subject.startsWith('Tin mới')) throw new Error('550 mailbox unavailable');
        await toOutbox(message);
      },
    });
    expect(run).toMatchObject({ sent: 1, failed: 1, finishedIssues: [issueId] });
    const failed = (await deliveriesOf(issueId)).find((row) => row.status === 'failed');
    expect(failed).toMatchObject({ language: 'vi', lastError: '550 mailbox unavailable', attempts: 1 });
    // Nothing is left for a later run.
    expect((await drain()).failed).toBe(0);
  });
});
