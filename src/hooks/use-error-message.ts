import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';

/**
 * The page's words for a failed call: the message catalogued for its code
 * (common:errors.<CODE>, in both languages), else `fallback`, which says what failed.
 * INTERNAL_ERROR's catalogued words say nothing more than the fallback, so the fallback wins.
 * Whether a code has words is read from the translations the page already holds, so no
 * list of codes ships to the browser.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (code: string | null | undefined, fallback: string): string =>
      code && code !== 'INTERNAL_ERROR' && i18n.exists(`common:errors.${code}`) ? t(`errors.${code}`) : fallback,
    [t, i18n],
  );
}
