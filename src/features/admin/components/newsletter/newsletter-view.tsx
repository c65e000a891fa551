import { Button, Tabs } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import type { AdminIssueListItem, AdminSubscriber } from '@/lib/admin/admin-newsletter-types';
import { ADMIN_ROUTES, adminNewsletterIssuePath } from '../../admin-routes';
import { AdminShell } from '../admin-shell';
import { IssueTable } from './issue-table';
import { SubscriberTable } from './subscriber-table';

export type NewsletterTab = 'subscribers' | 'issues';

interface Paged<T> {
  items: T[];
  page: number;
  totalPage: number;
  pageSize: number;
}

export interface NewsletterViewProps {
  tab: NewsletterTab;
  /** The open tab's rows only: the other tab loads when it is opened. */
  subscribers: Paged<AdminSubscriber> | null;
  issues: Paged<AdminIssueListItem> | null;
}

/**
 * /admin/newsletter: two tabs, the tab in the URL (`?tab=issues`) with the table's filters
 * and page. Subscribers: searched, filtered, exported as CSV. Issues: each with its status
 * and its send's progress, and New issue.
 */
export function NewsletterView({ tab, subscribers, issues }: NewsletterViewProps) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  return (
    <AdminShell
      title={t('newsletter.title')}
      crumbs={[{ label: t('newsletter.title') }]}
      actions={
        <Button type="primary" onClick={() => void router.push(adminNewsletterIssuePath('new'))}>
          {t('newsletter.newIssue')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          void router.push({ pathname: ADMIN_ROUTES.newsletter, query: next === 'subscribers' ? {} : { tab: next } })
        }
        items={[
          {
            key: 'subscribers',
            label: t('newsletter.tabs.subscribers'),
            children: subscribers && <SubscriberTable {...subscribers} />,
          },
          {
            key: 'issues',
            label: t('newsletter.tabs.issues'),
            children: issues && <IssueTable {...issues} />,
          },
        ]}
      />
    </AdminShell>
  );
}
