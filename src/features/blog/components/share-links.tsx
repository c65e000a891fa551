import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styles from './post-page.module.scss';

interface ShareLinksProps {
  url: string;
  title: string;
}

/**
 * Share the post: plain links to each network's share page (no third-party script on our
 * page), email, and a copy-link button.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const encodedUrl = encodeURIComponent(url);
  const networks = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (insecure origin, permission refused): the visitor can copy the address bar.
      setCopied('failed');
    }
  };

  return (
    <section aria-labelledby="share-title" className={styles.share}>
      <h2 id="share-title" className={styles.asideTitle}>
        {t('post.share')}
      </h2>
      <ul className={styles.shareList}>
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
              <span className="visually-hidden">{t('post.shareOn')} </span>
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`} className={styles.shareLink}>
            {t('post.shareByEmail')}
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void copy()} className={styles.shareLink}>
            {t('post.copyLink')}
          </button>
        </li>
      </ul>
      <p role="status" className={styles.copyStatus}>
        {copied === 'copied' && t('post.copied')}
        {copied === 'failed' && t('post.copyFailed')}
      </p>
    </section>
  );
}
