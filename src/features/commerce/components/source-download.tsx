import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { commerceApi } from '../lazy-commerce-api';
import styles from './commerce.module.scss';

type Download =
  | { state: 'idle' }
  | { state: 'running'; fraction: number | null }
  | { state: 'done' }
  | { state: 'failed' }
  | { state: 'limited' };

interface SourceDownloadProps {
  productId: number;
  /** The name to save under; null = the one the server's Content-Disposition gives. */
  fileName: string | null;
}

/**
 * A bought source-code archive's download button, with its progress bar and what became of
 * it (the product page and the order page both show it): the link is asked for on the
 * click (it is signed and short-lived), then the file is read as a stream with progress.
 */
export function SourceDownload({ productId, fileName }: SourceDownloadProps) {
  const { t } = useTranslation('commerce');
  const [download, setDownload] = useState<Download>({ state: 'idle' });

  const start = async () => {
    setDownload({ state: 'running', fraction: null });
    try {
      const link = await (await commerceApi()).downloadLink(productId);
      if ('limited' in link) {
        setDownload({ state: 'limited' });
        return;
      }
      // Loaded on the click, like the calls: only a buyer who downloads needs the stream reader.
      const { downloadWithProgress } = await import('../download-with-progress');
      await downloadWithProgress(link.path_file, fileName, (fraction) => setDownload({ state: 'running', fraction }));
      setDownload({ state: 'done' });
    } catch {
      setDownload({ state: 'failed' });
    }
  };

  const running = download.state === 'running';
  const percent =
    download.state === 'done'
      ? 100
      : running && download.fraction !== null
        ? Math.round(download.fraction * 100)
        : null;
  let status: string | null = null;
  if (download.state === 'done') {
    status = fileName ? t('source.downloaded', { name: fileName }) : t('source.downloadedUnnamed');
  } else if (running) {
    status = percent === null ? t('source.downloadingUnknown') : t('source.downloading', { percent });
  }
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={running} onClick={() => void start()}>
          {t('source.download')}
        </button>
      </div>
      {status !== null && (
        <>
          <progress
            className={styles.progress}
            aria-label={t('source.progress')}
            max={100}
            value={percent ?? undefined}
          />
          <p role="status">{status}</p>
        </>
      )}
      {(download.state === 'failed' || download.state === 'limited') && (
        <p role="alert" className={styles.alert}>
          {t(download.state === 'limited' ? 'source.downloadLimit' : 'source.downloadFailed')}
        </p>
      )}
    </>
  );
}
