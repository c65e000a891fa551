import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mailOutbox, type OutboxMail } from '../db/schema/mail';
import type { Executor } from '../db/types';

/** Database access for `mail_outbox` (mails kept when no SMTP server is configured). */

export async function create(
  values: { to: string; subject: string; text: string; html: string },
  db: Executor = getDb(),
): Promise<OutboxMail> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Newest first: the last mails sent to one address.
 * @internal exported for the tests
 */
export async function listTo(to: string, db: Executor = getDb()): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}
