/**
 * What the contact form does on submit: check with the shared schema, send, and read the
 * answer. Loaded when the visitor starts on the form (not with the page: zod and axios are
 * ~40 kB gzip the first paint does not need).
 */
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf, issueKind, issueLimit, type IssueMessage } from '@/lib/forms/zod-form';
import { contactSchema, type ContactInput } from '@/schemas/contact';
import { sendContactMessage } from './contact-api';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
const isContactField = (name: string): name is ContactField => (CONTACT_FIELDS as readonly string[]).includes(name);
export type ContactErrors = Partial<Record<ContactField, string>>;

export type SubmitOutcome =
  { kind: 'sent' } | { kind: 'invalid'; errors: ContactErrors } | { kind: 'failed'; code: string | null };

/** Field messages in the page's language: the schema's issues by field and kind (content:contact.validation). */
function messages(t: TFunction): IssueMessage {
  return (issue, field) => {
    const limit = issueLimit(issue);
    return t(`contact.validation.${field}.${issueKind(issue)}`, {
      min: limit,
      max: limit,
      defaultValue: issue.message,
    });
  };
}

export function checkContact(values: ContactInput, t: TFunction): ContactErrors {
  return fieldErrorsOf(contactSchema, values, messages(t)) as ContactErrors;
}

/**
 * Sends the message. The API's `fields` come back as form errors, each in the page's
 * language when the browser can tell why (a reason only the server knows keeps its words).
 */
export async function submitContact(values: ContactInput, t: TFunction): Promise<SubmitOutcome> {
  try {
    await sendContactMessage(values);
    return { kind: 'sent' };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'failed', code: null };
    const local = checkContact(values, t);
    const errors: ContactErrors = {};
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      if (isContactField(field)) errors[field] = local[field] ?? message;
    }
    return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'failed', code: error.error_code };
  }
}
