/** The contact inbox's facts that the server's schemas and the back office's pages share. */

/** new: nobody has opened it · in_progress · answered (a reply was mailed) · spam. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'answered', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** An answer from the inbox is a mail, not a book: long enough for any reply, short enough for any inbox. */
export const MAX_CONTACT_REPLY_LENGTH = 10_000;
