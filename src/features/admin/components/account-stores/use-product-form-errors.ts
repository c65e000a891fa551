import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { ApiError, toApiError } from '@/lib/api/api-error';
import type { AccountProductBody } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { formFieldOf } from './account-product-values';

/**
 * The product editor's failed save: each field error under its field (a variant's found by
 * its combination key), and those with no field of their own (`variants`: combinations
 * left unpriced; `options.0.values`: a value that cannot go) above the form with the rest.
 * Answers the message for above the form, or null.
 */
export function useProductFormErrors(form: FormInstance) {
  const showErrors = useAdminFormErrors();
  return useCallback(
    (error: unknown, body: AccountProductBody): string | null => {
      const failure = toApiError(error);
      const fields = Object.fromEntries(
        Object.entries(failure.fields ?? {}).map(([field, text]) => [formFieldOf(field, body), text]),
      );
      const names = form.getFieldsError().map((field) => field.name.join('.'));
      const shown = showErrors(new ApiError({ ...failure, fields }), form, names);
      const unplaced = Object.entries(fields).filter(([field]) => !names.includes(field));
      if (!Object.keys(fields).some((field) => names.includes(field))) return shown;
      return unplaced.length > 0 ? unplaced.map(([, text]) => text).join(' ') : null;
    },
    [form, showErrors],
  );
}
