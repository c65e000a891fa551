import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DeliveryStatus, IssueStatus, SubscriberStatus } from '@/lib/admin/newsletter';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  type NewsletterIssue,
  type NewsletterSubscriber,
} from '../db/schema/newsletter';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** Database access for the back office's newsletter: the subscribers, the issues, their sends' counts. */

export interface SubscriberFilters {
  keyword?: string;
  status?: SubscriberStatus;
  language?: Locale;
}

function subscriberWhere(filters: SubscriberFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) conditions.push(keywordCondition(filters.keyword, [newsletterSubscribers.email]));
  if (filters.status) conditions.push(eq(newsletterSubscribers.status, filters.status));
  if (filters.language) conditions.push(eq(newsletterSubscribers.language, filters.language));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const NEWEST_SUBSCRIBERS = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

export async function listSubscribers(
  filters: SubscriberFilters & { limit: number; offset: number },
  db: Executor = getDb(),
): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
  const where = subscriberWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...NEWEST_SUBSCRIBERS)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every subscriber the filters match, newest first (the CSV export). */
export function exportSubscribers(filters: SubscriberFilters, db: Executor = getDb()): Promise<NewsletterSubscriber[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberWhere(filters))
    .orderBy(...NEWEST_SUBSCRIBERS);
}

/** Confirmed readers per language now: whom a send started now would reach. */
export async function countConfirmed(db: Executor = getDb()): Promise<Record<Locale, number>> {
  const rows = await db
    .select({ language: newsletterSubscribers.language, value: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .groupBy(newsletterSubscribers.language);
  const counts = { en: 0, vi: 0 };
  for (const row of rows) counts[row.language] = row.value;
  return counts;
}

export async function findSubscriberByEmail(email: string, db: Executor = getDb()) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row ?? null;
}

export async function listIssues(
  filters: { status?: IssueStatus; limit: number; offset: number },
  db: Executor = getDb(),
): Promise<{ rows: NewsletterIssue[]; total: number }> {
  const where = filters.status ? eq(newsletterIssues.status, filters.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterIssues)
      .where(where)
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(newsletterIssues).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findIssue(id: string, db: Executor = getDb()): Promise<NewsletterIssue | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
  return row ?? null;
}

/** Locks the issue for the rest of the transaction: two edits, or two sends, queue up behind each other. */
export async function lockIssue(id: string, db: Executor): Promise<NewsletterIssue | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update').limit(1);
  return row ?? null;
}

type IssueTexts = Pick<NewsletterIssue, 'subjectEn' | 'subjectVi' | 'bodyEn' | 'bodyVi'>;

export async function insertIssue(values: IssueTexts & { createdBy: string }, db: Executor): Promise<NewsletterIssue> {
  const [row] = await db.insert(newsletterIssues).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateIssue(
  id: string,
  values: Partial<IssueTexts & Pick<NewsletterIssue, 'status' | 'sentBy' | 'sendStartedAt' | 'sentAt'>>,
  db: Executor,
): Promise<void> {
  await db.update(newsletterIssues).set(values).where(eq(newsletterIssues.id, id));
}

export async function deleteIssue(id: string, db: Executor): Promise<void> {
  await db.delete(newsletterIssues).where(eq(newsletterIssues.id, id));
}

/**
 * Queues the issue for every reader confirmed now in one of `languages`: one insert … select,
 * in the caller's transaction (the one that marks the issue sending), so the readers are
 * exactly those confirmed at that instant. Answers how many per language.
 */
export async function queueDeliveries(
  issueId: string,
  languages: Locale[],
  db: Executor,
): Promise<Record<Locale, number>> {
  // Raw: Drizzle's insert … select wants every column of the table selected, in order.
  const subscribers = newsletterSubscribers;
  const { rows } = await db.execute<{ language: Locale }>(sql`
    insert into ${newsletterDeliveries} (issue_id, subscriber_id, language)
    select ${issueId}::uuid, ${subscribers.id}, ${subscribers.language}
    from ${subscribers}
    where ${subscribers.status} = 'confirmed' and ${inArray(subscribers.language, languages)}
    on conflict do nothing
    returning language`);
  const counts = { en: 0, vi: 0 };
  for (const row of rows) counts[row.language] += 1;
  return counts;
}

/** The issues' deliveries counted by language and status (their sends' progress). */
export function countDeliveries(
  issueIds: string[],
  db: Executor = getDb(),
): Promise<{ issueId: string; language: Locale; status: DeliveryStatus; value: number }[]> {
  if (issueIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      issueId: newsletterDeliveries.issueId,
      language: newsletterDeliveries.language,
      status: newsletterDeliveries.status,
      value: count(),
    })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.language, newsletterDeliveries.status);
}
