import type { Rule } from 'antd/es/form';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';

/**
 * The back office's form rules, with messages in the page's language. They mirror the
 * server's schemas (src/schemas/admin-*.ts), which stay the authority: what they refuse
 * comes back on the field from the API.
 */
export function useAdminRules() {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      required: { required: true, whitespace: true, message: t('validation.required') } satisfies Rule,
      max: (max: number): Rule => ({ max, message: t('validation.tooLong', { max }) }),
      slug: {
        pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        min: 3,
        max: 100,
        message: t('validation.slug'),
      } satisfies Rule,
      price: { type: 'integer', min: 0, max: 1_000_000_000, message: t('validation.price') } satisfies Rule,
    }),
    [t],
  );
}
