import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { chatVisitors, type ChatVisitor } from '../db/schema/chat';
import type { Executor } from '../db/types';

/** Database access for `chat_visitors`; rules live in services. */

export type { ChatVisitor };

export async function create(
  values: { id: string; name: string; phone: string; email?: string | null },
  db: Executor = getDb(),
): Promise<ChatVisitor> {
  const [row] = await db.insert(chatVisitors).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findById(id: string, db: Executor = getDb()): Promise<ChatVisitor | null> {
  const [row] = await db.select().from(chatVisitors).where(eq(chatVisitors.id, id)).limit(1);
  return row ?? null;
}
