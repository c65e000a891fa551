import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { myOrders } from '../profile-api';
import type { OrderSummary } from '@/lib/commerce/order-types';
import { load } from '@/lib/api/request';
import { formatCurrency } from '@/lib/format/currency';
import { orderPath } from '@/lib/routes';
import styles from './profile-page.module.scss';

const ORDERS_PAGE_SIZE = 10;

interface OrdersState {
  loading: boolean;
  failed: boolean;
  rows: OrderSummary[];
  page: number;
  totalPage: number;
  /** The page asked for last: what "Try again" asks for again when it failed. */
  requested: number;
}

/** The signed-in user's orders, a page at a time from GET /api/orders/me. */
export function OrderHistory() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { locale } = useRouter();
  const formatDate = useDateTimeFormat({ dateStyle: 'medium' });
  const [state, setState] = useState<OrdersState>({
    loading: true,
    failed: false,
    rows: [],
    page: 1,
    totalPage: 1,
    requested: 1,
  });

  const fetchPage = useCallback(async (page: number) => {
    setState((previous) => ({ ...previous, loading: true, failed: false, requested: page }));
    const result = await load(() => myOrders(page, ORDERS_PAGE_SIZE));
    setState((previous) =>
      result.failed
        ? { ...previous, loading: false, failed: true }
        : {
            loading: false,
            failed: false,
            rows: result.data.data,
            page: result.data.page,
            totalPage: result.data.total_page,
            requested: page,
          },
    );
  }, []);

  // Loaded again when the language changes (the page stays mounted): the items' titles
  // come from the API in the page's language.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchPage(1);
  }, [fetchPage, locale]);

  const columns: TableColumnsType<OrderSummary> = [
    {
      title: t('orders.order'),
      key: 'order',
      render: (_, order) => <Link href={orderPath(order.id)}>{order.code}</Link>,
    },
    {
      title: t('orders.date'),
      key: 'date',
      render: (_, order) => formatDate(order.created_at),
    },
    {
      title: t('orders.items'),
      key: 'items',
      render: (_, order) =>
        order.item_count > 1
          ? t('orders.more', { title: order.first_item_title, count: order.item_count - 1 })
          : order.first_item_title,
    },
    {
      title: t('orders.total'),
      key: 'total',
      align: 'right',
      render: (_, order) => formatCurrency(order.total_vnd),
    },
    { title: t('orders.status'), key: 'status', render: (_, order) => t(`orders.statuses.${order.status}`) },
  ];

  return (
    <section className={styles.section} aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.sectionTitle}>
        {t('orders.title')}
      </h2>
      {state.failed ? (
        <Alert
          type="error"
          showIcon
          title={tc('loadFailed')}
          action={<Button onClick={() => fetchPage(state.requested)}>{tc('retry')}</Button>}
        />
      ) : (
        <Table<OrderSummary>
          rowKey="id"
          columns={columns}
          dataSource={state.rows}
          loading={state.loading}
          locale={{ emptyText: <p className={styles.tableEmpty}>{t('orders.empty')}</p> }}
          // Rows scroll sideways on a phone (their links let the keyboard in); an empty
          // table would be a scrolling box with nothing to focus.
          scroll={state.rows.length > 0 ? { x: 'max-content' } : undefined}
          pagination={{
            current: state.page,
            pageSize: ORDERS_PAGE_SIZE,
            total: state.totalPage * ORDERS_PAGE_SIZE,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => void fetchPage(page),
          }}
        />
      )}
    </section>
  );
}
