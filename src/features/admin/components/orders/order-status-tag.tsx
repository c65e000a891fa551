import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminOrderListItem } from '@/lib/admin/admin-order-types';
import tags from '../tags.module.scss';
import styles from './orders.module.scss';

type OrderStatus = AdminOrderListItem['status'];

const CLASSES: Record<OrderStatus | 'partlyRefunded', string | undefined> = {
  pending: styles.info,
  paid: tags.positive,
  partlyRefunded: tags.warning,
  failed: styles.negative,
  cancelled: undefined,
  expired: undefined,
  refunded: tags.warning,
};

/** An order's state as a coloured label; a paid order that gave part of its money back reads "Partly refunded". */
export function OrderStatusTag({ status, refundedVnd }: { status: OrderStatus; refundedVnd: number }) {
  const { t } = useTranslation('admin');
  const shown = status === 'paid' && refundedVnd > 0 ? 'partlyRefunded' : status;
  return <Tag className={CLASSES[shown]}>{t(`orders.status.${shown}`)}</Tag>;
}
