import { Alert } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { FALLBACK_ERROR_MESSAGE, LOGIN_REPLY_INVALID_MESSAGE, type ApiError } from '@/lib/api/api-error';

// Codes whose message does not depend on the request: the UI says them in its own language
// (the server's detail is English). NETWORK_ERROR: no reply came, so the visitor's connection
// is the likely cause, and saying so tells them what to do. ACCOUNT_DISABLED: the sign-in
// forms (password and Google) say why in the page's language.
export const TRANSLATED_CODES: ReadonlySet<string> = new Set([
  'NETWORK_ERROR',
  'ACCOUNT_DISABLED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UNAUTHORIZED',
  'REGISTER_FAILED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
]);

/**
 * The text for a failure shown above a form: the server's detail, translated where it is
 * generic. `translatedCodes` (a module-level constant) widens the set for one form.
 */
export function useErrorText(translatedCodes: ReadonlySet<string> = TRANSLATED_CODES) {
  const { t } = useTranslation('common');
  return useCallback(
    (error: ApiError | string): string => {
      const detail = typeof error === 'string' ? error : error.detail;
      if (detail === LOGIN_REPLY_INVALID_MESSAGE) return t('errors.serverError');
      if (typeof error !== 'string' && translatedCodes.has(error.error_code)) return t(`errors.${error.error_code}`);
      if (detail === FALLBACK_ERROR_MESSAGE || !detail) return t('errors.fallback');
      return detail;
    },
    [t, translatedCodes],
  );
}

export function FormAlert({ message, type = 'error' }: { message: string | null; type?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <Alert
      type={type}
      showIcon
      title={message}
      role={type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: '1rem' }}
    />
  );
}
