/**
 * A failed API call as form feedback: each `fields` message on the form field it names,
 * and what is left (no field matched, or a non-validation failure) as one top-level message.
 */
import { toApiError, type ApiError } from '@/lib/api/api-error';

export interface FormFieldError {
  name: string;
  errors: string[];
}

export interface FormErrors {
  /** In antd's `form.setFields` shape. */
  fields: FormFieldError[];
  /** The message to show above the form, or null when every problem sits on a field. */
  message: string | null;
  error: ApiError;
}

export function formErrorsOf(err: unknown, formFields: readonly string[]): FormErrors {
  const error = toApiError(err);
  const fields = Object.entries(error.fields ?? {})
    .filter(([name]) => formFields.includes(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  return { fields, message: fields.length > 0 ? null : error.detail, error };
}
