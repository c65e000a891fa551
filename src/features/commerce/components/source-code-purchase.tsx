import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { SignInLink } from '@/components/sign-in-link';
import { isErrorCode } from '@/lib/api/error-codes';
import type { SourceCodeDetail } from '@/lib/commerce/source-code-types';
import { downloadWithProgress } from '../download-with-progress';
import { commerceApi } from '../lazy-commerce-api';
import { useSourceCodeOwnership } from '../use-ownership';
import { PriceTag } from './price-tag';
import { useBuy } from './use-buy';
import styles from './commerce.module.scss';

type Download =
  { state: 'idle' } | { state: 'running'; fraction: number | null } | { state: 'done' } | { state: 'failed' };

/** The product's price and the one action that fits the viewer: sign in, buy, or download (with progress). */
export function SourceCodePurchase({ product }: { product: SourceCodeDetail }) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const ownership = useSourceCodeOwnership(product.slug);
  const { buy, buying, error } = useBuy();
  const [download, setDownload] = useState<Download>({ state: 'idle' });

  const startDownload = async () => {
    setDownload({ state: 'running', fraction: null });
    try {
      const link = await (await commerceApi()).downloadLink(product.id);
      await downloadWithProgress(link.path_file, product.file_name, (fraction) =>
        setDownload({ state: 'running', fraction }),
      );
      setDownload({ state: 'done' });
    } catch {
      setDownload({ state: 'failed' });
    }
  };

  let action;
  if (ownership.status === 'signed-out') {
    action = <SignInLink className={styles.primary}>{t('signInToBuy')}</SignInLink>;
  } else if (ownership.status === 'check-failed') {
    action = (
      <div role="alert" className={styles.alert}>
        <p>{t('checkFailed')}</p>
        <button type="button" className={styles.secondary} onClick={ownership.retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (ownership.status === 'owned') {
    const running = download.state === 'running';
    const percent =
      download.state === 'done'
        ? 100
        : running && download.fraction !== null
          ? Math.round(download.fraction * 100)
          : null;
    action = (
      <>
        <p className={styles.success}>{t('owned')}</p>
        <button type="button" className={styles.primary} disabled={running} onClick={() => void startDownload()}>
          {t('source.download')}
        </button>
        {(running || download.state === 'done') && (
          <>
            <progress
              className={styles.progress}
              aria-label={t('source.progress')}
              max={100}
              value={percent ?? undefined}
            />
            <p role="status">
              {download.state === 'done'
                ? t('source.downloaded', { name: product.file_name })
                : percent === null
                  ? t('source.downloadingUnknown')
                  : t('source.downloading', { percent })}
            </p>
          </>
        )}
        {download.state === 'failed' && (
          <p role="alert" className={styles.alert}>
            {t('source.downloadFailed')}
          </p>
        )}
      </>
    );
  } else {
    const checking = ownership.status === 'checking';
    action = (
      <>
        <button
          type="button"
          className={styles.primary}
          disabled={checking || buying}
          aria-busy={checking || buying}
          onClick={() => void buy({ product_type: 'SOURCE', product_id: product.id })}
        >
          {checking ? t('checking') : buying ? t('buying') : product.is_free ? t('getFree') : t('buy')}
        </button>
        {error && (
          <p role="alert" className={styles.alert}>
            {isErrorCode(error) && error !== 'INTERNAL_ERROR' ? tc(`errors.${error}`) : t('buyFailed')}
          </p>
        )}
      </>
    );
  }

  return (
    <div className={styles.panel}>
      <PriceTag price={product.price_vnd} />
      {action}
    </div>
  );
}
