import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentLanguage } from './catalog';

/**
 * Live chat (spec §3 chat message, chat session, visitor record; DESIGN.md §4–5): a
 * conversation between one visitor or signed-in user and the admin team. Read state is
 * kept the way Chatwoot keeps it, as a "read up to" message id per side on the session,
 * rather than a flag per message: marking read is one row update, and a message is read
 * when its id is at or below the other side's mark.
 */

/** A visitor who registered with a name and phone; the id is server-issued (`visitor_…`). */
export const chatVisitors = pgTable('chat_visitors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  /** Optional: where a transcript of their conversation can be mailed. */
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChatVisitor = typeof chatVisitors.$inferSelect;

export const chatSessionStatus = pgEnum('chat_session_status', ['active', 'closed']);
export type ChatSessionStatus = (typeof chatSessionStatus.enumValues)[number];

export const chatPresence = pgEnum('chat_presence', ['online', 'offline']);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of visitor_id and user_id is set (check below). */
    visitorId: text('visitor_id').references(() => chatVisitors.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Name and phone as given when the conversation started (what the admin list shows). */
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    /** The email a visitor gave when the conversation started (a user's is their account's). */
    contactEmail: text('contact_email'),
    /** Language of the system messages written into this conversation. */
    locale: text('locale').notNull().default('en'),
    status: chatSessionStatus('status').notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Orders the admin list by activity. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin looking after the conversation; null for nobody (or that account is gone). */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** Newest message id the admins have read, and how many of the contact's messages are newer. */
    adminReadUpTo: bigint('admin_read_up_to', { mode: 'number' }).notNull().default(0),
    adminUnreadCount: integer('admin_unread_count').notNull().default(0),
    /** Newest message id the contact (visitor or user) has read. */
    contactReadUpTo: bigint('contact_read_up_to', { mode: 'number' }).notNull().default(0),
    /** The contact's heartbeat (PUT /api/chat/status): online only while it keeps coming. */
    contactPresence: chatPresence('contact_presence').notNull().default('offline'),
    contactSeenAt: timestamp('contact_seen_at', { withTimezone: true }),
    /** Set when the "no admin online, a reply will follow" notice was written; an admin reply clears it. */
    awayNotifiedAt: timestamp('away_notified_at', { withTimezone: true }),
    /** Token bucket of the contact's messages: tokens left at `send_allowance_at`. */
    sendAllowance: doublePrecision('send_allowance').notNull().default(5),
    sendAllowanceAt: timestamp('send_allowance_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chat_sessions_one_contact', sql`(${table.visitorId} is null) <> (${table.userId} is null)`),
    // One active conversation per contact; concurrent starts meet here instead of both creating one.
    uniqueIndex('chat_sessions_active_visitor_unique')
      .on(table.visitorId)
      .where(sql`${table.status} = 'active' and ${table.visitorId} is not null`),
    uniqueIndex('chat_sessions_active_user_unique')
      .on(table.userId)
      .where(sql`${table.status} = 'active' and ${table.userId} is not null`),
    index('chat_sessions_visitor_idx').on(table.visitorId),
    index('chat_sessions_user_idx').on(table.userId),
    index('chat_sessions_assigned_to_idx').on(table.assignedTo),
    // The admin list: by status, most recent activity first.
    index('chat_sessions_status_activity_idx').on(table.status, table.lastMessageAt),
    // The admins' "new messages" feed reads only conversations with something unread.
    index('chat_sessions_admin_unread_idx')
      .on(table.lastMessageAt)
      .where(sql`${table.adminUnreadCount} > 0`),
  ],
);

export type ChatSession = typeof chatSessions.$inferSelect;

export const chatSender = pgEnum('chat_sender', ['user', 'admin', 'system']);
export type ChatSenderValue = (typeof chatSender.enumValues)[number];

export const chatMessages = pgTable(
  'chat_messages',
  {
    // Increasing ids are the polling cursor (`lastMessageId`). Within a session they are
    // also commit order: every insert first locks the session row (chat-message-repository).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    sender: chatSender('sender').notNull(),
    /** The admin who wrote an admin message (kept for the record; not shown to the contact). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every read of a conversation (poll, history, unread counts) is a range of this index.
    index('chat_messages_session_id_idx').on(table.sessionId, table.id),
    check('chat_messages_text_length', sql`char_length(${table.text}) between 1 and 4000`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** What an admin says they are in the console: `away` counts as not online even while the console polls. */
export const chatAdminStatus = pgEnum('chat_admin_status', ['online', 'away']);
export type ChatAdminStatusValue = (typeof chatAdminStatus.enumValues)[number];

/** When each admin last had the console open (its polls), so "is any admin online" is shared by every instance. */
export const chatAdminPresence = pgTable('chat_admin_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  status: chatAdminStatus('status').notNull().default('online'),
});

/**
 * The team's canned replies: a shortcut typed after `/` in the console's reply box brings
 * the text in, for the admin to edit and send. Per language, since a conversation is in one.
 */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    language: contentLanguage('language').notNull(),
    /** Without the slash: `price` is typed `/price`. */
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('chat_canned_replies_language_shortcut_unique').on(table.language, table.shortcut)],
);

export type ChatCannedReply = typeof chatCannedReplies.$inferSelect;

/**
 * The team's internal notes on a conversation. A table of their own, never rows of
 * chat_messages: every read the contact can make (poll, history, initialize) reads that
 * table only, so no filter has to remember to leave notes out.
 */
export const chatNotes = pgTable(
  'chat_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_notes_session_id_idx').on(table.sessionId, table.id)],
);

export type ChatNoteRow = typeof chatNotes.$inferSelect;
