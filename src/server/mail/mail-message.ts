/** A rendered mail, ready for the transport or the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
