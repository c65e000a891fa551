import { useTranslation } from 'next-i18next/pages';
import { SignInLink } from '@/components/sign-in-link';
import { useErrorMessage } from '@/hooks/use-error-message';
import type { SourceCodeDetail } from '@/lib/commerce/source-code-types';
import { useSourceCodeOwnership } from '../use-ownership';
import { PriceTag } from './price-tag';
import { SourceDownload } from './source-download';
import { useBuy } from './use-buy';
import styles from './commerce.module.scss';

/** The product's price and the one action that fits the viewer: sign in, buy, or download (with progress). */
export function SourceCodePurchase({ product }: { product: SourceCodeDetail }) {
  const { t } = useTranslation('commerce');
  const errorMessage = useErrorMessage();
  const ownership = useSourceCodeOwnership(product.slug);
  const { buy, buying, error } = useBuy();

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
    action = (
      <>
        <p className={styles.success}>{t('owned')}</p>
        <SourceDownload productId={product.id} fileName={product.file_name} />
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
            {errorMessage(error, t('buyFailed'))}
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
