import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContactStatus } from '@/lib/admin/contact-inbox';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import { contactMessages, contactReplies, type ContactMessage } from '../db/schema/contact';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** Database access for the back office's contact inbox: the messages, who answers them, their replies. */

export interface AdminPersonRow {
  id: string;
  name: string;
  email: string;
}

export interface ContactRow extends ContactMessage {
  assignee: AdminPersonRow | null;
}

const assignees = alias(users, 'assignees');
const assigneeColumns = { id: assignees.id, name: assignees.name, email: assignees.email };

function withAssignee(row: { message: ContactMessage; assignee: AdminPersonRow | null }): ContactRow {
  // A left join's missing row comes back as an object of nulls in some drivers' shapes: keep one form.
  return { ...row.message, assignee: row.assignee?.id ? row.assignee : null };
}

export async function list(
  filters: {
    keyword?: string;
    status?: ContactStatus;
    /** An admin's id, or null for messages nobody answers yet. */
    assignedTo?: string | null;
    limit: number;
    offset: number;
  },
  db: Executor = getDb(),
): Promise<{ rows: (ContactRow & { replyCount: number })[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    conditions.push(
      keywordCondition(filters.keyword, [contactMessages.name, contactMessages.email, contactMessages.subject]),
    );
  }
  if (filters.status) conditions.push(eq(contactMessages.status, filters.status));
  if (filters.assignedTo === null) conditions.push(isNull(contactMessages.assignedTo));
  else if (filters.assignedTo) conditions.push(eq(contactMessages.assignedTo, filters.assignedTo));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const replyCount = sql<number>`(select count(*) from ${contactReplies} where ${contactReplies.messageId} = ${contactMessages.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, assignee: assigneeColumns, replyCount: replyCount.mapWith(Number) })
      .from(contactMessages)
      .leftJoin(assignees, eq(assignees.id, contactMessages.assignedTo))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...withAssignee(row), replyCount: row.replyCount })),
    total: total?.value ?? 0,
  };
}

export async function findById(id: string, db: Executor = getDb()): Promise<ContactRow | null> {
  const [row] = await db
    .select({ message: contactMessages, assignee: assigneeColumns })
    .from(contactMessages)
    .leftJoin(assignees, eq(assignees.id, contactMessages.assignedTo))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return row ? withAssignee(row) : null;
}

/** Locks the message for the rest of the transaction: two admins' changes and replies queue up. */
export async function lock(id: string, db: Executor): Promise<ContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function update(
  id: string,
  values: Partial<Pick<ContactMessage, 'status' | 'assignedTo'>>,
  db: Executor,
): Promise<void> {
  await db.update(contactMessages).set(values).where(eq(contactMessages.id, id));
}

export async function insertReply(values: { messageId: string; authorId: string; body: string }, db: Executor) {
  const [row] = await db.insert(contactReplies).values(values).returning();
  return row!;
}

export async function listReplies(
  messageId: string,
  db: Executor = getDb(),
): Promise<{ id: number; body: string; createdAt: Date; author: AdminPersonRow | null }[]> {
  const rows = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      author: { id: users.id, name: users.name, email: users.email },
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((row) => ({ ...row, author: row.author?.id ? row.author : null }));
}

/** Messages nobody has opened yet: the dashboard's and the menu's count. */
export async function countUnread(db: Executor = getDb()): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'));
  return row?.value ?? 0;
}

/** Who a message can be assigned to: every admin, by name. */
export async function listAdmins(db: Executor = getDb()): Promise<AdminPersonRow[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.name), asc(users.email));
}

export async function isAdmin(id: string, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin')))
    .limit(1);
  return row !== undefined;
}
