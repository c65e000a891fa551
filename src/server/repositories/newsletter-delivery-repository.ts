import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from '../db/schema/newsletter';
import type { Executor } from '../db/types';

/**
 * Database access for the newsletter's mail queue (newsletter_deliveries). Every state change
 * of a delivery is one conditional update naming the run that holds it, so a run that lost
 * its claim (released as stale, taken by another) can never move it on, let alone send it.
 */

const d = newsletterDeliveries;

/**
 * Takes up to `size` queued deliveries, oldest first, for the run `runId`. `FOR UPDATE SKIP
 * LOCKED`: workers of several server instances claiming at once each get other rows.
 */
export async function claimBatch(runId: string, size: number, now: Date, db: Executor = getDb()): Promise<number[]> {
  const queued = db
    .select({ id: d.id })
    .from(d)
    .where(eq(d.status, 'queued'))
    .orderBy(asc(d.id))
    .limit(size)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(d)
    .set({ status: 'claimed', claimedBy: runId, claimedAt: now, attempts: sql`${d.attempts} + 1` })
    .where(inArray(d.id, queued))
    .returning({ id: d.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export interface ClaimedDelivery {
  id: number;
  issueId: string;
  language: Locale;
  email: string;
  subscriberStatus: 'pending' | 'confirmed' | 'unsubscribed';
  unsubscribeToken: string;
  subject: string;
  body: string;
}

/** What the run needs to mail its claimed deliveries: the reader as they are now, and the issue's text in their language. */
export async function listClaimed(ids: number[], db: Executor = getDb()): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  const issue = newsletterIssues;
  return db
    .select({
      id: d.id,
      issueId: d.issueId,
      language: d.language,
      email: newsletterSubscribers.email,
      subscriberStatus: newsletterSubscribers.status,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      subject: sql<string>`case when ${d.language} = 'vi' then ${issue.subjectVi} else ${issue.subjectEn} end`,
      body: sql<string>`case when ${d.language} = 'vi' then ${issue.bodyVi} else ${issue.bodyEn} end`,
    })
    .from(d)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, d.subscriberId))
    .innerJoin(issue, eq(issue.id, d.issueId))
    .where(inArray(d.id, ids))
    .orderBy(asc(d.id));
}

/**
 * Moves one of the run's claimed deliveries to `sending` (committed before its SMTP send
 * starts) or straight to `skipped`. False when the run no longer holds it: then it must not
 * be sent.
 */
export async function take(
  id: number,
  runId: string,
  to: 'sending' | 'skipped',
  now: Date,
  db: Executor = getDb(),
): Promise<boolean> {
  const rows = await db
    .update(d)
    .set(to === 'sending' ? { status: 'sending', sendingAt: now } : { status: 'skipped', doneAt: now })
    .where(and(eq(d.id, id), eq(d.status, 'claimed'), eq(d.claimedBy, runId)))
    .returning({ id: d.id });
  return rows.length === 1;
}

/**
 * The outcome of the run's send. An `interrupted` one (its run was taken for dead during a
 * very slow send) is corrected too: the truth is known now.
 */
export async function finish(
  id: number,
  runId: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
  now: Date,
  db: Executor = getDb(),
): Promise<void> {
  await db
    .update(d)
    .set({ status: outcome.status, doneAt: now, lastError: outcome.status === 'failed' ? outcome.error : null })
    .where(and(eq(d.id, id), inArray(d.status, ['sending', 'interrupted']), eq(d.claimedBy, runId)));
}

/** Gives the run's claimed deliveries it will not send back to the queue (a stopping server). */
export async function releaseClaims(runId: string, db: Executor = getDb()): Promise<number> {
  const rows = await db
    .update(d)
    .set({ status: 'queued', claimedBy: null, claimedAt: null })
    .where(and(eq(d.status, 'claimed'), eq(d.claimedBy, runId)))
    .returning({ id: d.id });
  return rows.length;
}

/**
 * What runs that died left behind. Claimed ones never started: back to the queue. Sending
 * ones may or may not have reached the mail server: `interrupted`, never sent again.
 */
export async function recoverStale(
  claimedBefore: Date,
  sendingBefore: Date,
  now: Date,
  db: Executor = getDb(),
): Promise<{ released: number; interrupted: number }> {
  const released = await db
    .update(d)
    .set({ status: 'queued', claimedBy: null, claimedAt: null })
    .where(and(eq(d.status, 'claimed'), lt(d.claimedAt, claimedBefore)))
    .returning({ id: d.id });
  const interrupted = await db
    .update(d)
    .set({ status: 'interrupted', doneAt: now })
    .where(and(eq(d.status, 'sending'), lt(d.sendingAt, sendingBefore)))
    .returning({ id: d.id });
  return { released: released.length, interrupted: interrupted.length };
}

/** Marks `sent` every sending issue none of whose deliveries is still to do; answers their ids. */
export async function finishIssues(now: Date, db: Executor = getDb()): Promise<string[]> {
  const issue = newsletterIssues;
  const rows = await db
    .update(issue)
    .set({ status: 'sent', sentAt: now })
    .where(
      and(
        eq(issue.status, 'sending'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(d)
            .where(and(eq(d.issueId, issue.id), inArray(d.status, ['queued', 'claimed', 'sending']))),
        ),
      ),
    )
    .returning({ id: issue.id });
  return rows.map((row) => row.id);
}
