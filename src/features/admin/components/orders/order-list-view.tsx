import { Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AdminOrderListItem } from '@/lib/admin/admin-order-types';
import { ORDER_STATUSES, PAYMENT_GATEWAYS, PRODUCT_TYPES } from '@/lib/commerce/product-types';
import { formatCurrency } from '@/lib/format/currency';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminOrderPath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import styles from '../admin-table.module.scss';
import { OrderStatusTag } from './order-status-tag';
import orderStyles from './orders.module.scss';

export interface OrderListViewProps {
  orders: AdminOrderListItem[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/**
 * /admin/orders: every order, newest first, searched and filtered on the server (the state
 * in the URL), each opening onto its detail page.
 */
export function OrderListView({ orders, page, totalPage, pageSize }: OrderListViewProps) {
  const { t } = useTranslation('admin');
  const { query, update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

  return (
    <AdminShell title={t('orders.title')} crumbs={[{ label: t('orders.title') }]}>
      <AdminFilters name="order-filters" keys={['q', 'status', 'product_type', 'gateway', 'from', 'to']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('orders.searchPlaceholder')} allowClear className={styles.wide} />
        </Form.Item>
        <Form.Item name="status" label={t('orders.statusLabel')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="product_type" label={t('orders.productType')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`orders.productTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="gateway" label={t('orders.gateway')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={PAYMENT_GATEWAYS.map((gateway) => ({ value: gateway, label: t(`orders.gateways.${gateway}`) }))}
          />
        </Form.Item>
        <Form.Item name="from" label={t('orders.from')}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('orders.to')}>
          <Input type="date" />
        </Form.Item>
      </AdminFilters>
      <Table<AdminOrderListItem>
        rowKey="id"
        loading={loading}
        dataSource={orders}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            // antd's own grey (#bfbfbf) is too faint to read (WCAG AA).
            <span className={orderStyles.muted}>
              {Object.keys(query).length > 0 ? t('common.noMatch') : t('orders.empty')}
            </span>
          ),
        }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          {
            key: 'code',
            title: t('orders.code'),
            render: (_, order) => <Link href={adminOrderPath(order.id)}>{order.code}</Link>,
          },
          {
            key: 'buyer',
            title: t('orders.buyer'),
            render: (_, order) => (
              <span className={styles.titleCell}>
                {order.buyer.name}
                <span className={styles.muted}>{order.buyer.email}</span>
              </span>
            ),
          },
          {
            key: 'items',
            title: t('orders.items'),
            render: (_, order) => (
              <span className={styles.titleCell}>
                {order.first_item_title}
                {order.item_count > 1 && (
                  <span className={styles.muted}>{t('orders.andMore', { count: order.item_count - 1 })}</span>
                )}
              </span>
            ),
          },
          {
            key: 'total',
            title: t('orders.total'),
            render: (_, order) => (
              <span className={styles.titleCell}>
                {formatCurrency(order.total_vnd)}
                {order.refunded_vnd > 0 && (
                  <span className={styles.muted}>
                    {t('orders.refundedAmount', { amount: formatCurrency(order.refunded_vnd) })}
                  </span>
                )}
              </span>
            ),
          },
          {
            key: 'status',
            title: t('orders.statusLabel'),
            render: (_, order) => <OrderStatusTag status={order.status} refundedVnd={order.refunded_vnd} />,
          },
          {
            key: 'gateway',
            title: t('orders.gateway'),
            render: (_, order) => (order.gateway ? t(`orders.gateways.${order.gateway}`) : t('orders.none')),
          },
          { key: 'placed', title: t('orders.placed'), render: (_, order) => formatTime(order.created_at) },
        ]}
      />
    </AdminShell>
  );
}
