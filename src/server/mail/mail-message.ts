/** A part of a mail that is not its text, such as the logo its HTML shows inline (`cid`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Set for an inline image: the HTML refers to it as `cid:<cid>`. */
  cid?: string;
}

/** A rendered mail, ready for the transport or the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent with the mail; the outbox keeps only the text and HTML (the logo is always the same). */
  attachments?: MailAttachment[];
  /** Where the recipient's "Reply" goes (the contact form's sender), when not MAIL_FROM. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
}
