import * as z from 'zod';
import { langQuerySchema } from './catalog';

/** Request schemas of the certificates' calls (issue 24). */

/**
 * Any text is looked up: a code that cannot exist is as unknown as one never issued (404
 * NOT_FOUND), and a code typed in lower case or with O for 0 still finds its certificate.
 */
export const certificateCodeQuerySchema = langQuerySchema.extend({
  code: z.string().min(1).max(64).describe('The certificate code, e.g. LH-7Q2M-XK4D-9PRA.'),
});

export const revokeCertificateBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Say why, in a few words.' })
    .max(300)
    .describe('Why: the audit log keeps it, and the public verification page shows it.'),
});
export type RevokeCertificateInput = z.output<typeof revokeCertificateBodySchema>;
