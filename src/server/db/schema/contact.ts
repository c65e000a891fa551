import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_STATUSES } from '@/lib/admin/contact-inbox';
import { users } from './auth';
import { contentLanguage } from './catalog';

/** Where a message stands in the team's inbox; `new` = nobody has opened it yet. */
export const contactStatus = pgEnum('contact_status', CONTACT_STATUSES);

/** Messages sent with the contact form (issue 6); each is also mailed to CONTACT_TO. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the visitor wrote from, so the team can answer in it. */
    language: contentLanguage('language').notNull(),
    status: contactStatus('status').notNull().default('new'),
    /** The admin answering it; null = nobody yet (or that account is gone). */
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_status_idx').on(table.status, table.createdAt),
    index('contact_messages_assigned_to_idx').on(table.assignedTo),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** The team's answers to a message, mailed to its sender from the inbox: the thread, oldest first. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Who answered; null once that account is gone. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

export type ContactReplyRow = typeof contactReplies.$inferSelect;
