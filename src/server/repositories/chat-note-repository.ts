import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import { chatNotes, type ChatNoteRow } from '../db/schema/chat';
import type { Executor } from '../db/types';

/**
 * Database access for `chat_notes`, the team's internal notes. Only the admins' services
 * read this table: nothing the contact calls imports this module.
 */

export interface NoteWithAuthor extends ChatNoteRow {
  author: { id: string; name: string } | null;
}

export async function listForSession(sessionId: string, db: Executor = getDb()): Promise<NoteWithAuthor[]> {
  const rows = await db
    .select({ note: chatNotes, author: { id: users.id, name: users.name } })
    .from(chatNotes)
    .leftJoin(users, eq(users.id, chatNotes.authorId))
    .where(eq(chatNotes.sessionId, sessionId))
    .orderBy(asc(chatNotes.id));
  return rows.map((row) => ({ ...row.note, author: row.author?.id ? row.author : null }));
}

export async function insert(
  values: { sessionId: string; authorId: string; text: string },
  db: Executor,
): Promise<ChatNoteRow> {
  const [row] = await db.insert(chatNotes).values(values).returning();
  return row!;
}
