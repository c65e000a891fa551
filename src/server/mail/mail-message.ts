/** A rendered mail, ready for the transport or the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's "Reply" goes (the contact form's sender), when not MAIL_FROM. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
}
