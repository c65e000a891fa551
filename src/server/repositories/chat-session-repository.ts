import { and, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '../db/client';
import { users } from '../db/schema/auth';
import { chatMessages, chatSessions, type ChatSession, type ChatSessionStatus } from '../db/schema/chat';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** Database access for `chat_sessions`; the rules (ownership, limits, notices) live in services. */

export type { ChatSession };

/** Whose conversation: a registered visitor or a signed-in user. */
export type ChatContactRef = { visitorId: string; userId?: undefined } | { userId: string; visitorId?: undefined };

export type NewChatSession = typeof chatSessions.$inferInsert;

export async function findById(id: string, db: Executor = getDb()): Promise<ChatSession | null> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  return row ?? null;
}

/**
 * The session, its row locked until the transaction ends. Every message insert takes this
 * lock first, so within a conversation message ids are handed out in commit order and a
 * poll can never see id n+1 before id n (chat-message-repository).
 */
export async function lockById(id: string, tx: Executor): Promise<ChatSession | null> {
  const [row] = await tx.select().from(chatSessions).where(eq(chatSessions.id, id)).for('update').limit(1);
  return row ?? null;
}

function contactCondition(contact: ChatContactRef): SQL {
  return contact.visitorId !== undefined
    ? eq(chatSessions.visitorId, contact.visitorId)
    : eq(chatSessions.userId, contact.userId);
}

export async function findActiveFor(contact: ChatContactRef, db: Executor = getDb()): Promise<ChatSession | null> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(contactCondition(contact), eq(chatSessions.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** Opens a conversation unless the contact already has an active one (the partial unique index decides); null then. */
export async function insertActive(values: NewChatSession, db: Executor = getDb()): Promise<ChatSession | null> {
  const [row] = await db
    .insert(chatSessions)
    .values({ ...values, status: 'active' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export type SessionChanges = Partial<
  Pick<
    ChatSession,
    | 'lastMessageAt'
    | 'adminReadUpTo'
    | 'adminUnreadCount'
    | 'contactReadUpTo'
    | 'awayNotifiedAt'
    | 'sendAllowance'
    | 'sendAllowanceAt'
    | 'status'
    | 'closedAt'
    | 'closedBy'
    | 'locale'
    | 'assignedTo'
  >
>;

export async function update(id: string, changes: SessionChanges, db: Executor = getDb()): Promise<void> {
  await db.update(chatSessions).set(changes).where(eq(chatSessions.id, id));
}

/** Adds to the admins' unread count (the row is locked by the caller). */
export async function addAdminUnread(id: string, changes: SessionChanges, tx: Executor): Promise<void> {
  await tx
    .update(chatSessions)
    .set({ ...changes, adminUnreadCount: sql`${chatSessions.adminUnreadCount} + 1` })
    .where(eq(chatSessions.id, id));
}

/** The contact's heartbeat (PUT /api/chat/status). */
export async function setPresence(
  id: string,
  presence: 'online' | 'offline',
  at: Date,
  db: Executor = getDb(),
): Promise<void> {
  await db.update(chatSessions).set({ contactPresence: presence, contactSeenAt: at }).where(eq(chatSessions.id, id));
}

/** The admin list's filter: one status, or every conversation. */
type StatusFilter = ChatSessionStatus | 'all';

export interface AdminListFilter {
  status: StatusFilter;
  /** An admin's id, or null for conversations nobody looks after; undefined for any. */
  assignedTo?: string | null;
  /** Words of the contact (name, phone, email) or of the messages; see keywordCondition. */
  keyword?: string;
  sessionId?: string;
}

const assignees = alias(users, 'assignees');

/**
 * The contact's email as the team may use it: a user's once verified (anyone can register
 * someone else's address and chat as them, and staff would take it for who they are), or
 * the one a visitor gave, which goes only where that visitor asked (their transcript).
 */
const contactEmail = sql<
  string | null
>`case when ${chatSessions.userId} is not null then (case when ${users.emailVerifiedAt} is not null then ${users.email} end) else ${chatSessions.contactEmail} end`;

function adminListCondition(filter: AdminListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status === 'all' ? undefined : eq(chatSessions.status, filter.status),
    filter.sessionId ? eq(chatSessions.id, filter.sessionId) : undefined,
  ];
  if (filter.assignedTo === null) conditions.push(isNull(chatSessions.assignedTo));
  else if (filter.assignedTo) conditions.push(eq(chatSessions.assignedTo, filter.assignedTo));
  if (filter.keyword) {
    // Every word in the contact's details, or every word in one message (system notices are the site's own).
    const inMessage = sql`exists (select 1 from ${chatMessages} where ${chatMessages.sessionId} = ${chatSessions.id} and ${chatMessages.sender} <> 'system' and ${keywordCondition(filter.keyword, [chatMessages.text])})`;
    conditions.push(
      or(
        keywordCondition(filter.keyword, [
          chatSessions.contactName,
          sql`coalesce(${chatSessions.contactPhone}, '')`,
          sql`coalesce(${chatSessions.contactEmail}, '')`,
          sql`coalesce(${users.email}, '')`,
        ]),
        inMessage,
      ),
    );
  }
  const defined = conditions.filter((condition): condition is SQL => condition !== undefined);
  return defined.length > 0 ? and(...defined) : undefined;
}

export interface AdminListRow {
  session: ChatSession;
  email: string | null;
  assignee: { id: string; name: string } | null;
  lastMessage: { id: number; sender: 'user' | 'admin' | 'system'; text: string; createdAt: Date } | null;
}

/**
 * One page of conversations, most recent activity first, each with its last message (the
 * contact's or an admin's: system notices are for the contact), the contact's email and the
 * admin looking after it.
 */
export async function listForAdmin(
  filter: AdminListFilter,
  paging: { limit: number; offset: number },
  db: Executor = getDb(),
): Promise<AdminListRow[]> {
  const last = db
    .select({
      id: chatMessages.id,
      sender: chatMessages.sender,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, chatSessions.id), ne(chatMessages.sender, 'system')))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last_message');
  const rows = await db
    .select({
      session: chatSessions,
      email: contactEmail,
      assignee: { id: assignees.id, name: assignees.name },
      lastMessage: { id: last.id, sender: last.sender, text: last.text, createdAt: last.createdAt },
    })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.userId))
    .leftJoin(assignees, eq(assignees.id, chatSessions.assignedTo))
    .leftJoinLateral(last, sql`true`)
    .where(adminListCondition(filter))
    .orderBy(desc(chatSessions.lastMessageAt), desc(chatSessions.id))
    .limit(paging.limit)
    .offset(paging.offset);
  // A conversation without messages yet has a row of nulls on the lateral side.
  return rows.map(({ lastMessage, assignee, ...row }) => ({
    ...row,
    assignee: assignee?.id ? assignee : null,
    lastMessage: lastMessage?.id == null ? null : (lastMessage as NonNullable<AdminListRow['lastMessage']>),
  }));
}

export async function countForAdmin(filter: AdminListFilter, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.userId))
    .where(adminListCondition(filter));
  return row?.value ?? 0;
}

/** The contact's email as the admin list shows it (see contactEmail): where a transcript may go. */
export async function contactEmailOf(sessionId: string, db: Executor = getDb()): Promise<string | null> {
  const [row] = await db
    .select({ email: contactEmail })
    .from(chatSessions)
    .leftJoin(users, eq(users.id, chatSessions.userId))
    .where(eq(chatSessions.id, sessionId))
    .limit(1);
  return row?.email ?? null;
}

/** How many conversations have unread contact messages, and how many such messages there are. */
export async function adminUnreadTotals(db: Executor = getDb()): Promise<{ sessions: number; messages: number }> {
  const [row] = await db
    .select({
      sessions: count(),
      messages: sql<number>`coalesce(sum(${chatSessions.adminUnreadCount}), 0)::int`,
    })
    .from(chatSessions)
    .where(gt(chatSessions.adminUnreadCount, 0));
  return { sessions: row?.sessions ?? 0, messages: row?.messages ?? 0 };
}
