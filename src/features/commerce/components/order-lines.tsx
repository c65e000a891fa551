import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { AppImage } from '@/components/app-image';
import type { OrderItemView, OrderView } from '@/lib/commerce/order-types';
import { formatCurrency } from '@/lib/format/currency';
import styles from './commerce.module.scss';

/** An order's items: picture, title and variant, price; `extra` adds what a line delivers. */
export function OrderLines({ order, extra }: { order: OrderView; extra?: (item: OrderItemView) => ReactNode }) {
  const { t } = useTranslation('commerce');
  return (
    <ul className={styles.lines}>
      {order.items.map((item) => (
        <li key={item.id}>
          <AppImage src={item.thumbnail} alt="" width={160} height={90} />
          <div>
            <strong>{item.title}</strong>
            {item.variant_label && <div className={styles.muted}>{item.variant_label}</div>}
            {extra?.(item)}
          </div>
          <span className={styles.lineTotal}>{item.price_vnd === 0 ? t('free') : formatCurrency(item.price_vnd)}</span>
        </li>
      ))}
    </ul>
  );
}
