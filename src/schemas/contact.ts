/**
 * POST /api/contacts (spec §7 "Contact and blog"), shared by the API and the /contact form.
 * zod/mini keeps the form's bundle small; messages are the English texts the form translates
 * by field and kind (content:contact.validation).
 */
import * as z from 'zod/mini';
import { CONTACT_LIMITS } from '@/lib/content/contact-limits';
import { emailSchema } from './auth';

// PostgreSQL text cannot hold NUL characters; no person types one, so they are dropped.
const dropNul = z.overwrite((value: string) => value.replace(/\0/g, ''));

function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .check(
      dropNul,
      z.trim(),
      z.minLength(min, min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`),
      z.maxLength(max, `${label} must be at most ${max} characters.`),
    );
}

// Name and subject go into mail headers: one line only.
function line(label: string, max: number) {
  return text(label, 1, max).check(z.regex(/^[^\r\n]*$/, `${label} must be on one line.`));
}

export const contactSchema = z.object({
  name: line('Name', CONTACT_LIMITS.name),
  email: emailSchema,
  // Optional; sent empty it means "no phone".
  phone: z.optional(
    z
      .string()
      .check(
        dropNul,
        z.trim(),
        z.maxLength(CONTACT_LIMITS.phone, `Phone must be at most ${CONTACT_LIMITS.phone} characters.`),
        z.regex(/^(\+?[\d\s().-]+)?$/, 'Please enter a valid phone number.'),
      ),
  ),
  subject: line('Subject', CONTACT_LIMITS.subject),
  message: text('Message', CONTACT_LIMITS.messageMin, CONTACT_LIMITS.message),
  /**
   * The honeypot: a field people never see (hidden from view and from screen readers) that
   * form-filling bots do fill. Bounded like any field; its content is never stored.
   */
  website: z.optional(z.string().check(z.maxLength(500, 'Invalid.'))),
});
export type ContactInput = z.infer<typeof contactSchema>;
