import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminSubscriber } from '@/lib/admin/admin-newsletter-types';
import { SUBSCRIBER_STATUSES } from '@/lib/admin/newsletter';
import { LOCALES } from '@/lib/locales';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { subscribersExportUrl } from '../../admin-api';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import tableStyles from '../admin-table.module.scss';
import { NewsletterStatusTag } from './newsletter-tags';
import styles from './newsletter.module.scss';

interface SubscriberTableProps {
  items: AdminSubscriber[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/** The Subscribers tab: searched by email, filtered by status and language on the server; the CSV takes the same filters. */
export function SubscriberTable({ items, page, totalPage, pageSize }: SubscriberTableProps) {
  const { t } = useTranslation('admin');
  const { query, update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const languageName = (language: string) => t(language === 'en' ? 'common.english' : 'common.vietnamese');
  const filtered = ['q', 'status', 'language'].some((key) => query[key]);

  return (
    <>
      <AdminFilters name="subscriber-filters" keys={['q', 'status', 'language']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('newsletter.searchPlaceholder')} allowClear className={tableStyles.wide} />
        </Form.Item>
        <Form.Item name="status" label={t('newsletter.statusLabel')}>
          <Select
            allowClear
            className={tableStyles.select}
            placeholder={t('common.all')}
            options={SUBSCRIBER_STATUSES.map((status) => ({
              value: status,
              label: t(`newsletter.subscriberStatus.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="language" label={t('newsletter.language')}>
          <Select
            allowClear
            className={tableStyles.select}
            placeholder={t('common.all')}
            options={LOCALES.map((language) => ({ value: language, label: languageName(language) }))}
          />
        </Form.Item>
      </AdminFilters>
      <div className={styles.toolbar}>
        <Button href={subscribersExportUrl(query)} download>
          {t('newsletter.exportCsv')}
        </Button>
      </div>
      <Table<AdminSubscriber>
        rowKey="id"
        loading={loading}
        dataSource={items}
        locale={{
          emptyText: (
            <span className={styles.muted}>{filtered ? t('common.noMatch') : t('newsletter.noSubscribers')}</span>
          ),
        }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          { key: 'email', title: t('newsletter.email'), render: (_, row) => row.email },
          { key: 'language', title: t('newsletter.language'), render: (_, row) => languageName(row.language) },
          {
            key: 'status',
            title: t('newsletter.statusLabel'),
            render: (_, row) => <NewsletterStatusTag kind="subscriber" status={row.status} />,
          },
          { key: 'subscribed', title: t('newsletter.subscribedAt'), render: (_, row) => formatTime(row.created_at) },
          {
            key: 'changed',
            title: t('newsletter.confirmedAt'),
            render: (_, row) => (row.confirmed_at ? formatTime(row.confirmed_at) : '—'),
          },
          {
            key: 'unsubscribed',
            title: t('newsletter.unsubscribedAt'),
            render: (_, row) => (row.unsubscribed_at ? formatTime(row.unsubscribed_at) : '—'),
          },
        ]}
      />
    </>
  );
}
