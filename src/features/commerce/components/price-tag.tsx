import { useTranslation } from 'next-i18next/pages';
import { formatCurrency } from '@/lib/format/currency';
import styles from './commerce.module.scss';

/** A price in VND (spec §9), "Free" for 0, with the struck-through "was" price when there is one. */
export function PriceTag({ price, was, from = false }: { price: number; was?: number | null; from?: boolean }) {
  const { t } = useTranslation('commerce');
  const amount = price === 0 ? t('free') : formatCurrency(price);
  return (
    <span>
      <span className={styles.price}>{from && price > 0 ? t('account.from', { price: amount }) : amount}</span>
      {was ? (
        <>
          {' '}
          <s className={styles.was} aria-label={t('account.was', { price: formatCurrency(was) })}>
            {formatCurrency(was)}
          </s>
        </>
      ) : null}
    </span>
  );
}
