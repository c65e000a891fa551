import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './certificate-page.module.scss';

interface ShareCertificateProps {
  url: string;
  title: string;
  text: string;
}

/**
 * Share the verification page: the system's share sheet where the browser has one (phones),
 * else a copy-link button; the outcome is announced.
 */
export function ShareCertificate({ url, title, text }: ShareCertificateProps) {
  const { t } = useTranslation('certificates');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Read after hydration: the server cannot know, and the first render must match its HTML.
  const canShare = useHydrated() && typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ url, title, text });
    } catch {
      // Dismissed by the visitor, or refused: nothing to say.
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <>
      {canShare && (
        <button type="button" className={styles.secondary} onClick={() => void share()}>
          {t('page.share')}
        </button>
      )}
      <button type="button" className={styles.secondary} onClick={() => void copy()}>
        {t('page.copyLink')}
      </button>
      <p role="status" className={styles.shareStatus}>
        {status === 'copied' && t('page.copied')}
        {status === 'failed' && t('page.copyFailed', { url })}
      </p>
    </>
  );
}
