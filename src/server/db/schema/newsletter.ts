import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, ISSUE_STATUSES } from '@/lib/admin/newsletter';
import { users } from './auth';
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

export const newsletterIssueStatus = pgEnum('newsletter_issue_status', ISSUE_STATUSES);

/**
 * An issue written in the back office: a subject and a Markdown body per language (a
 * language left blank is not sent). Editable while a draft; from its send on, fixed.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectEn: text('subject_en').notNull().default(''),
    subjectVi: text('subject_vi').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyVi: text('body_vi').notNull().default(''),
    status: newsletterIssueStatus('status').notNull().default('draft'),
    /** Who wrote it, and who sent it; null once that account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    /** When its last delivery was done (sent, failed, skipped or interrupted). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('newsletter_issues_created_at_idx').on(table.createdAt)],
);

export type NewsletterIssue = typeof newsletterIssues.$inferSelect;

export const newsletterDeliveryStatus = pgEnum('newsletter_delivery_status', DELIVERY_STATUSES);

/**
 * The mail queue: one row per issue and reader, made in one insert … select when the send
 * starts (readers confirmed later are not added), worked through in batches by
 * src/server/services/newsletter/newsletter-queue.ts. Unique per issue and reader: nobody
 * is queued twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** The reader's language when the send started: the issue's text they get. */
    language: contentLanguage('language').notNull(),
    status: newsletterDeliveryStatus('status').notNull().default('queued'),
    /** Claims taken on it (one, unless a claim was released unsent). */
    attempts: integer('attempts').notNull().default(0),
    /** The worker run holding it (claimed or sending): only that run may send it. */
    claimedBy: uuid('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Why a send failed (the transport's words), for the operator. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_issue_subscriber_unique').on(table.issueId, table.subscriberId),
    index('newsletter_deliveries_status_idx').on(table.status, table.id),
    index('newsletter_deliveries_subscriber_idx').on(table.subscriberId),
  ],
);

export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
