import * as z from 'zod';
import { timestampSchema } from '../api/reply-field-types';

/** What a certificate states, publicly: the verification page, its API and the PDF say the same. */
export const certificateSchema = z
  .object({
    code: z.string().describe('LH-XXXX-XXXX-XXXX'),
    learner_name: z.string().describe("The learner's name when the certificate was issued."),
    course: z.object({
      slug: z.string().nullable().describe('Null once the course has been deleted.'),
      title: z.string().describe("The course's title at issue time, in the reply's language."),
      titles: z.object({ en: z.string(), vi: z.string() }),
    }),
    issued_at: timestampSchema,
    score: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe("The final quiz's best passing strict score; null without one."),
    status: z.enum(['valid', 'revoked']),
    revoked_at: timestampSchema.nullable(),
    revoked_reason: z.string().nullable(),
    verification_url: z.url().describe('The public verification page.'),
    pdf_url: z.string().describe('The PDF, for anyone with the code.'),
  })
  .meta({ id: 'Certificate', description: 'A certificate of completion, as anyone with its code may verify it.' });
export type CertificateReply = z.infer<typeof certificateSchema>;

/** A learner's certificate as the back office lists it (the admin user page). */
export const adminCertificateSchema = z
  .object({
    code: z.string(),
    course_title: z.object({ en: z.string(), vi: z.string() }),
    learner_name: z.string(),
    issued_at: timestampSchema,
    score: z.number().nullable(),
    revoked_at: timestampSchema.nullable(),
    revoked_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminCertificate' });
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
