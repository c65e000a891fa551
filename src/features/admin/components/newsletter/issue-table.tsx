import { Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import type { AdminIssueListItem } from '@/lib/admin/admin-newsletter-types';
import { SEND_PROGRESS_POLL_MS } from '@/lib/admin/newsletter';
import { toLocale } from '@/lib/locales';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminNewsletterIssuePath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { serverPagination } from '../admin-filters';
import tableStyles from '../admin-table.module.scss';
import { IssueProgressBars } from './issue-progress';
import { NewsletterStatusTag } from './newsletter-tags';
import styles from './newsletter.module.scss';

interface IssueTableProps {
  items: AdminIssueListItem[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/** The Issues tab: newest first, each with its status and its send's progress (refreshed while one is sending). */
export function IssueTable({ items, page, totalPage, pageSize }: IssueTableProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const router = useRouter();
  const { update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const sending = items.some((issue) => issue.status === 'sending');

  // The server renders the table: while a send runs, ask it again now and then.
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(
      () => void router.replace(router.asPath, undefined, { scroll: false }),
      SEND_PROGRESS_POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [sending, router, items]);

  return (
    <Table<AdminIssueListItem>
      rowKey="id"
      loading={loading}
      dataSource={items}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <span className={styles.muted}>{t('newsletter.noIssues')}</span> }}
      pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
      columns={[
        {
          key: 'subject',
          title: t('newsletter.subject'),
          render: (_, issue) => {
            const subject = issue.subject[language] || issue.subject[language === 'en' ? 'vi' : 'en'];
            return (
              <span className={tableStyles.titleCell}>
                <Link href={adminNewsletterIssuePath(issue.id)}>{subject || t('newsletter.untitled')}</Link>
              </span>
            );
          },
        },
        {
          key: 'status',
          title: t('newsletter.statusLabel'),
          render: (_, issue) => <NewsletterStatusTag kind="issue" status={issue.status} />,
        },
        {
          key: 'progress',
          title: t('newsletter.progress'),
          render: (_, issue) =>
            issue.status === 'draft' ? '—' : <IssueProgressBars progress={issue.progress} compact />,
        },
        { key: 'created', title: t('newsletter.created'), render: (_, issue) => formatTime(issue.created_at) },
        {
          key: 'sent',
          title: t('newsletter.sentAt'),
          render: (_, issue) => (issue.sent_at ? formatTime(issue.sent_at) : '—'),
        },
      ]}
    />
  );
}
