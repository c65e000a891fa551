import type { FormInstance } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { formErrorsOf } from '@/lib/forms/api-form-errors';

/**
 * A failed back-office save shown where it belongs: each field the API names gets its
 * message under the field, the rest goes above the form. Every catalogued failure reads in
 * the page's language (common:errors.<CODE>); a validation message is the server's own,
 * which the client's rules (use-admin-rules.ts) mostly catch first in the page's language.
 * Answers the message for above the form, or null.
 */
export function useAdminFormErrors() {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, form: FormInstance | null, fieldNames: readonly string[]): string | null => {
      const { fields, message, error: apiError } = formErrorsOf(error, fieldNames);
      const code = apiError.error_code;
      const translated = code === 'VALIDATION_ERROR' ? null : errorMessage(code, t('errors.fallback'));
      form?.setFields(
        fields.map((field) => ({ name: field.name.split('.'), errors: [translated ?? field.errors[0]!] })),
      );
      if (fields.length > 0 && form) return null;
      return translated ?? message ?? t('errors.fallback');
    },
    [t, errorMessage],
  );
}
