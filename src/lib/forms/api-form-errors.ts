/**
 * A failed API call as form feedback: each `fields` message on the form field it names,
 * and what is left (no field matched, or a non-validation failure) as one top-level message.
 */
import { toApiError, type ApiError } from '@/lib/api/api-error';

interface FormFieldError<F extends string = string> {
  name: F;
  errors: string[];
}

export interface FormErrors<F extends string = string> {
  /** In antd's `form.setFields` shape. */
  fields: FormFieldError<F>[];
  /** The message to show above the form, or null when every problem sits on a field. */
  message: string | null;
  error: ApiError;
}

export function formErrorsOf<F extends string>(err: unknown, formFields: readonly F[]): FormErrors<F> {
  const error = toApiError(err);
  const isFormField = (name: string): name is F => (formFields as readonly string[]).includes(name);
  const fields = Object.entries(error.fields ?? {}).flatMap(([name, message]) =>
    isFormField(name) ? [{ name, errors: [message] }] : [],
  );
  return { fields, message: fields.length > 0 ? null : error.detail, error };
}
