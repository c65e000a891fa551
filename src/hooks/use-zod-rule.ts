import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type * as z from 'zod/mini';
import { issueKind, issueLimit, zodFieldRule, type FieldRule, type IssueMessage } from '@/lib/forms/zod-form';

/**
 * antd Form rules from the shared schemas, with each message translated from
 * `auth:validation.<field>.<kind>` (the English texts are the schema's own, so they read as
 * the server's). An issue without a translation keeps the schema's message.
 */
export function useZodRule() {
  const { t } = useTranslation('auth');
  return useCallback(
    <Shape extends z.core.$ZodShape>(schema: z.core.$ZodObject<Shape>, field: keyof Shape & string): FieldRule => {
      const messageOf: IssueMessage = (issue, name) => {
        const limit = issueLimit(issue);
        return t(`validation.${name}.${issueKind(issue)}`, { min: limit, max: limit, defaultValue: issue.message });
      };
      return zodFieldRule(schema, field, messageOf);
    },
    [t],
  );
}
