/** The newsletter's facts that the server's schemas and the back office's pages share. */

/** pending: not confirmed yet (double opt-in) · confirmed: receives issues · unsubscribed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** draft: editable · sending: its mails are in the queue (no longer editable) · sent: every mail done. */
export const ISSUE_STATUSES = ['draft', 'sending', 'sent'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/**
 * One mail of an issue to one reader. queued → claimed (a worker took it into its batch) →
 * sending (its SMTP send has started) → sent | failed; skipped: the reader was no longer
 * confirmed at its turn; interrupted: the worker died during the send, so whether it arrived
 * is unknown and it is never sent again (see src/server/services/newsletter/newsletter-queue.ts).
 */
export const DELIVERY_STATUSES = ['queued', 'claimed', 'sending', 'sent', 'failed', 'skipped', 'interrupted'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MAX_ISSUE_SUBJECT_LENGTH = 200;
/** A newsletter is a mail, not a book: room for a long issue, not for a pasted archive. */
export const MAX_ISSUE_BODY_LENGTH = 50_000;

/** How often the issue page asks for the progress of a send. */
export const SEND_PROGRESS_POLL_MS = 2_000;
