import { getDb } from '../db/client';
import { contactMessages, type ContactMessage, type NewContactMessage } from '../db/schema/contact';
import type { Executor } from '../db/types';

/** Database access for the contact form's messages. */

export async function create(values: NewContactMessage, db: Executor = getDb()): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
