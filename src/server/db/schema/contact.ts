import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage } from './catalog';

/** Where a message stands in the team's inbox; `new` = nobody has opened it yet. */
export const contactStatus = pgEnum('contact_status', ['new', 'in_progress', 'answered', 'spam']);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_status_idx').on(table.status, table.createdAt),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
