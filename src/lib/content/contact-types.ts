/**
 * The replies of the contact form and the newsletter: zod schemas with their types
 * inferred, documented by the API reference; browser code imports the types only (see
 * src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';

export const contactReplySchema = z
  .object({ id: z.string().describe("The stored message's id (a random one when the honeypot was filled).") })
  .meta({ id: 'ContactReply', description: 'The reply of POST /api/contacts.' });
export type ContactReply = z.infer<typeof contactReplySchema>;

export const newsletterConfirmedSchema = z
  .object({ confirmed: z.literal(true), email: z.string() })
  .meta({ id: 'NewsletterConfirmed' });

export const newsletterUnsubscribedSchema = z
  .object({ unsubscribed: z.literal(true) })
  .meta({ id: 'NewsletterUnsubscribed' });
