import { sql } from 'drizzle-orm';
import { check, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentLanguage } from './catalog';

/**
 * Newsletter subscriptions with double opt-in (issue 6): an address is `pending` until the
 * mailed confirmation link is opened, then `confirmed`; unsubscribing keeps the row
 * (`unsubscribed`) so a later subscription starts again from `pending`.
 */

export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'confirmed', 'unsubscribed']);
export type NewsletterStatus = (typeof newsletterStatus.enumValues)[number];

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored trimmed and lower-case, like account emails.
    email: text('email').notNull(),
    /** The language of the mails this subscriber receives. */
    language: contentLanguage('language').notNull(),
    status: newsletterStatus('status').notNull().default('pending'),
    /** SHA-256 of the pending confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /**
     * Put in every mail's unsubscribe link, so it is kept as is (not hashed): each newsletter
     * mail must be able to carry it. All it can do is unsubscribe this one address.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_unique').on(table.unsubscribeToken),
    check('newsletter_subscribers_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
