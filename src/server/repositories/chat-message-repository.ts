import { and, asc, count, desc, eq, gt, max, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { chatMessages, chatSessions, type ChatMessageRow, type ChatSenderValue } from '../db/schema/chat';
import type { Executor } from '../db/types';

/**
 * Database access for `chat_messages`; the rules live in services. Inserts must run in a
 * transaction that has locked the session row first (chat-session-repository.lockById):
 * that lock is what keeps ids in commit order within a conversation.
 */

export type { ChatMessageRow };

export async function insert(
  values: { sessionId: string; sender: ChatSenderValue; text: string; authorId?: string | null },
  tx: Executor,
): Promise<ChatMessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The newest message id of a conversation; 0 when it has none. */
export async function latestId(sessionId: string, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ value: max(chatMessages.id) })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId));
  return row?.value ?? 0;
}

/** The contact's messages after `afterId`: what the admins have not read. */
export async function countContactMessagesAfter(
  sessionId: string,
  afterId: number,
  db: Executor = getDb(),
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.sender, 'user'), gt(chatMessages.id, afterId)));
  return row?.value ?? 0;
}

export interface PollSession {
  visitorId: string | null;
  userId: string | null;
  status: 'active' | 'closed';
  adminReadUpTo: number;
  contactReadUpTo: number;
}

function preparePoll(db: Executor) {
  return db
    .select({
      session: {
        visitorId: chatSessions.visitorId,
        userId: chatSessions.userId,
        status: chatSessions.status,
        adminReadUpTo: chatSessions.adminReadUpTo,
        contactReadUpTo: chatSessions.contactReadUpTo,
      },
      message: chatMessages,
    })
    .from(chatSessions)
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.sessionId, chatSessions.id), gt(chatMessages.id, sql.placeholder('afterId'))),
    )
    .where(eq(chatSessions.id, sql.placeholder('sessionId')))
    .orderBy(asc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare('chat_poll');
}

// Built once per database: the poll is the hottest query of the chat, and a prepared
// statement skips rebuilding its SQL (and, on PostgreSQL, re-planning it per connection).
const preparedPolls = new WeakMap<Executor, ReturnType<typeof preparePoll>>();

/**
 * The poll, in one round trip: the session's owner and status (to check access) joined
 * with its messages after `afterId`, read from the (session_id, id) index — so an empty
 * poll costs a primary-key probe and one index probe. Null when the session does not exist.
 */
export async function pollSession(
  sessionId: string,
  afterId: number,
  limit: number,
  db: Executor = getDb(),
): Promise<{ session: PollSession; messages: ChatMessageRow[] } | null> {
  let prepared = preparedPolls.get(db);
  if (!prepared) {
    prepared = preparePoll(db);
    preparedPolls.set(db, prepared);
  }
  const rows = await prepared.execute({ sessionId, afterId, limit });
  const [first] = rows;
  if (!first) return null;
  const messages = rows.flatMap((row) => (row.message ? [row.message] : []));
  return { session: first.session, messages };
}

/** One history page, newest page first (page 1 = the latest messages), each page oldest first. */
export async function listPage(
  sessionId: string,
  paging: { limit: number; offset: number },
  db: Executor = getDb(),
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.reverse();
}

export async function countForSession(sessionId: string, db: Executor = getDb()): Promise<number> {
  const [row] = await db.select({ value: count() }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
  return row?.value ?? 0;
}

export interface UnreadForAdmins {
  message: ChatMessageRow;
  contactName: string;
}

/**
 * Contact messages no admin has read, newest first: only conversations whose unread count
 * is above zero are visited (a partial index), then the messages after their read mark.
 */
export async function listUnreadForAdmins(limit: number, db: Executor = getDb()): Promise<UnreadForAdmins[]> {
  return db
    .select({ message: chatMessages, contactName: chatSessions.contactName })
    .from(chatSessions)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.sessionId, chatSessions.id),
        eq(chatMessages.sender, 'user'),
        gt(chatMessages.id, chatSessions.adminReadUpTo),
      ),
    )
    .where(gt(chatSessions.adminUnreadCount, 0))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/**
 * The contact's and the team's messages of a conversation for its transcript: the latest
 * `limit`, oldest first, and how many earlier ones there are. System notices are the site's
 * own words to the contact, not part of what was said.
 */
export async function listForTranscript(
  sessionId: string,
  limit: number,
  db: Executor = getDb(),
): Promise<{ messages: ChatMessageRow[]; total: number }> {
  const spoken = and(eq(chatMessages.sessionId, sessionId), ne(chatMessages.sender, 'system'));
  const [rows, [total]] = await Promise.all([
    db.select().from(chatMessages).where(spoken).orderBy(desc(chatMessages.id)).limit(limit),
    db.select({ value: count() }).from(chatMessages).where(spoken),
  ]);
  return { messages: rows.reverse(), total: total?.value ?? 0 };
}
