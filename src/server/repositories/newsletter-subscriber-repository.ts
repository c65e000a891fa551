import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import { newsletterSubscribers, type NewsletterSubscriber } from '../db/schema/newsletter';
import type { Executor } from '../db/types';

/** Database access for newsletter subscriptions; the rules (double opt-in) live in services/newsletter. */

export async function findByEmail(email: string, db: Executor = getDb()): Promise<NewsletterSubscriber | null> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row ?? null;
}

export async function findByConfirmTokenHash(
  hash: string,
  db: Executor = getDb(),
): Promise<NewsletterSubscriber | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hash))
    .limit(1);
  return row ?? null;
}

export async function findByUnsubscribeToken(
  token: string,
  db: Executor = getDb(),
): Promise<NewsletterSubscriber | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  return row ?? null;
}

export interface PendingValues {
  language: Locale;
  confirmTokenHash: string;
  confirmTokenExpiresAt: Date;
}

/** A new pending subscription; null when the address already has a row (a concurrent sign-up). */
export async function createPending(
  values: PendingValues & { email: string; unsubscribeToken: string },
  db: Executor = getDb(),
): Promise<NewsletterSubscriber | null> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return row ?? null;
}

/** Back to pending with a new confirmation token (an unconfirmed or unsubscribed address signing up again). */
export async function restartPending(
  id: string,
  values: PendingValues,
  db: Executor = getDb(),
): Promise<NewsletterSubscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ ...values, status: 'pending', unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row ?? null;
}

export async function markConfirmed(id: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenExpiresAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

/** Unsubscribed; the confirmation link dies with it. */
export async function markUnsubscribed(id: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(eq(newsletterSubscribers.id, id));
}
