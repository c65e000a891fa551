import type { FormRule } from 'antd';
import { useTranslation } from 'next-i18next/pages';

/** The "type it again" rule: the field must equal the form's `field` (a client-only check). */
export function useConfirmRule(field: string): FormRule {
  const { t } = useTranslation('auth');
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(t('validation.confirm.required'));
      if (value !== getFieldValue(field)) throw new Error(t('validation.confirm.mismatch'));
    },
  });
}
