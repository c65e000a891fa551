import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/locales';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import { chatCannedReplies, type ChatCannedReply } from '../db/schema/chat';
import type { Executor } from '../db/types';

/** Database access for `chat_canned_replies`; the rules (unique shortcut, audit) live in the service. */

export type { ChatCannedReply };

export const CANNED_SHORTCUT_INDEX = 'chat_canned_replies_language_shortcut_unique';

interface PersonRow {
  id: string;
  name: string;
}

export interface CannedReplyRow extends ChatCannedReply {
  creator: PersonRow | null;
  updater: PersonRow | null;
}

const creators = alias(users, 'creators');
const updaters = alias(users, 'updaters');

async function select(where: SQL | undefined, db: Executor): Promise<CannedReplyRow[]> {
  const rows = await db
    .select({
      reply: chatCannedReplies,
      creator: { id: creators.id, name: creators.name },
      updater: { id: updaters.id, name: updaters.name },
    })
    .from(chatCannedReplies)
    .leftJoin(creators, eq(creators.id, chatCannedReplies.createdBy))
    .leftJoin(updaters, eq(updaters.id, chatCannedReplies.updatedBy))
    .where(where)
    .orderBy(asc(chatCannedReplies.language), asc(chatCannedReplies.shortcut));
  // A left join's missing row is an object of nulls in some drivers' shapes: keep one form.
  return rows.map((row) => ({
    ...row.reply,
    creator: row.creator?.id ? row.creator : null,
    updater: row.updater?.id ? row.updater : null,
  }));
}

export function list(language: Locale | undefined, db: Executor = getDb()): Promise<CannedReplyRow[]> {
  return select(language ? eq(chatCannedReplies.language, language) : undefined, db);
}

export async function findById(id: number, db: Executor = getDb()): Promise<CannedReplyRow | null> {
  const [row] = await select(eq(chatCannedReplies.id, id), db);
  return row ?? null;
}

/** Locks the reply for the rest of the transaction, so two admins' edits queue up. */
export async function lock(id: number, db: Executor): Promise<ChatCannedReply | null> {
  const [row] = await db.select().from(chatCannedReplies).where(eq(chatCannedReplies.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function insert(
  values: { language: Locale; shortcut: string; text: string; createdBy: string },
  db: Executor,
): Promise<ChatCannedReply> {
  const [row] = await db
    .insert(chatCannedReplies)
    .values({ ...values, updatedBy: values.createdBy })
    .returning();
  return row!;
}

export async function update(
  id: number,
  values: Partial<Pick<ChatCannedReply, 'language' | 'shortcut' | 'text'>> & { updatedBy: string; updatedAt: Date },
  db: Executor,
): Promise<void> {
  await db.update(chatCannedReplies).set(values).where(eq(chatCannedReplies.id, id));
}

export async function remove(id: number, db: Executor): Promise<void> {
  await db.delete(chatCannedReplies).where(eq(chatCannedReplies.id, id));
}

/** Whether another reply of the language already has the shortcut (the unique index decides races). */
export async function shortcutTaken(
  language: Locale,
  shortcut: string,
  exceptId: number | null,
  db: Executor,
): Promise<boolean> {
  const rows = await db
    .select({ id: chatCannedReplies.id })
    .from(chatCannedReplies)
    .where(and(eq(chatCannedReplies.language, language), eq(chatCannedReplies.shortcut, shortcut)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}
