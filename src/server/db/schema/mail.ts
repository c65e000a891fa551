import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails kept instead of sent when no SMTP_URL is configured, so sign-up and password
 * reset work end to end on the embedded default (and tests can read the links).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxMail = typeof mailOutbox.$inferSelect;
