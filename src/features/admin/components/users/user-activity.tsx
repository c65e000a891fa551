import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { AdminUser } from '@/lib/admin/admin-user-types';
import { formatCurrency } from '@/lib/format/currency';
import { toLocale } from '@/lib/locales';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminCoursePath, adminOrderPath, adminQuizPath } from '../../admin-routes';
import styles from '../admin-table.module.scss';
import { DetailSection } from '../detail-section';
import { OrderStatusTag } from '../orders/order-status-tag';

type Order = AdminUser['orders']['recent'][number];
type Enrolment = AdminUser['enrolments']['recent'][number];
type Attempt = AdminUser['attempts']['recent'][number];
type Chat = AdminUser['chats']['recent'][number];

interface ActivityTableProps<T> {
  /** admin:<titleKey>.title (with the count) and admin:<titleKey>.empty. */
  titleKey: string;
  list: { count: number; recent: T[] };
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
}

/** One kind of activity: its count in the heading, the newest rows, or a line saying there are none. */
function ActivityTable<T extends object>({ titleKey, list, rowKey, columns }: ActivityTableProps<T>) {
  const { t } = useTranslation('admin');
  return (
    <DetailSection title={t(`${titleKey}.title`, { count: list.count })} wide>
      <Table<T>
        rowKey={rowKey}
        size="small"
        pagination={false}
        dataSource={list.recent}
        locale={{ emptyText: <span className={styles.muted}>{t(`${titleKey}.empty`)}</span> }}
        columns={columns}
      />
    </DetailSection>
  );
}

/**
 * What an account did on the site: its orders, enrolments, quiz attempts and chats, each as
 * a count and the newest few (the reply holds at most 10 of each).
 */
export function UserActivity({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

  return (
    <>
      <ActivityTable<Order>
        titleKey="users.orders"
        list={user.orders}
        rowKey="id"
        columns={[
          {
            key: 'code',
            title: t('orders.code'),
            render: (_, order) => <Link href={adminOrderPath(order.id)}>{order.code}</Link>,
          },
          {
            key: 'status',
            title: t('orders.statusLabel'),
            render: (_, order) => <OrderStatusTag status={order.status} refundedVnd={order.refunded_vnd} />,
          },
          { key: 'total', title: t('orders.total'), render: (_, order) => formatCurrency(order.total_vnd) },
          { key: 'placed', title: t('orders.placed'), render: (_, order) => formatTime(order.created_at) },
        ]}
      />

      <ActivityTable<Enrolment>
        titleKey="users.enrolments"
        list={user.enrolments}
        rowKey="course_id"
        columns={[
          {
            key: 'course',
            title: t('users.enrolments.course'),
            render: (_, row) => <Link href={adminCoursePath(row.course_id)}>{row.title[language]}</Link>,
          },
          { key: 'since', title: t('users.enrolments.since'), render: (_, row) => formatTime(row.created_at) },
        ]}
      />

      <ActivityTable<Attempt>
        titleKey="users.attempts"
        list={user.attempts}
        rowKey="id"
        columns={[
          {
            key: 'quiz',
            title: t('users.attempts.quiz'),
            render: (_, row) => <Link href={adminQuizPath(row.quiz_id)}>{row.quiz_title[language]}</Link>,
          },
          { key: 'mode', title: t('users.attempts.mode'), render: (_, row) => t(`users.attempts.modes.${row.mode}`) },
          {
            key: 'status',
            title: t('orders.statusLabel'),
            render: (_, row) => t(`users.attempts.status.${row.status}`),
          },
          {
            key: 'score',
            title: t('users.attempts.score'),
            render: (_, row) =>
              row.score === null
                ? t('orders.none')
                : t(row.is_pass ? 'users.attempts.passed' : 'users.attempts.failed', { score: row.score }),
          },
          { key: 'started', title: t('users.attempts.started'), render: (_, row) => formatTime(row.started_at) },
        ]}
      />

      <ActivityTable<Chat>
        titleKey="users.chats"
        list={user.chats}
        rowKey="id"
        columns={[
          {
            key: 'status',
            title: t('orders.statusLabel'),
            render: (_, chat) => t(`users.chats.status.${chat.status}`),
          },
          { key: 'started', title: t('users.chats.started'), render: (_, chat) => formatTime(chat.started_at) },
          {
            key: 'last',
            title: t('users.chats.lastMessage'),
            render: (_, chat) => formatTime(chat.last_message_at),
          },
        ]}
      />
    </>
  );
}
