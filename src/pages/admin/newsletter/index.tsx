import { adminPage } from '@/features/admin/components/admin-page';
import {
  NewsletterView,
  type NewsletterTab,
  type NewsletterViewProps,
} from '@/features/admin/components/newsletter/newsletter-view';
import { adminIssuesQuerySchema, adminSubscribersQuerySchema } from '@/schemas/admin-newsletter';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminIssues } from '@/server/services/admin/newsletter/issue-writes';
import { listAdminSubscribers } from '@/server/services/admin/newsletter/list-subscribers';

export default adminPage(NewsletterView);

/** The open tab (`?tab=issues`, subscribers otherwise) is the only one loaded. */
export const getServerSideProps = definePageProps(
  adminPageProps([], async (context): Promise<{ props: NewsletterViewProps }> => {
    const tab: NewsletterTab = context.query.tab === 'issues' ? 'issues' : 'subscribers';
    if (tab === 'issues') {
      const query = parseAdminQuery(adminIssuesQuerySchema, context.query);
      const result = await listAdminIssues(query);
      return { props: { tab, subscribers: null, issues: { ...result, pageSize: query.page_size } } };
    }
    const query = parseAdminQuery(adminSubscribersQuerySchema, context.query);
    const result = await listAdminSubscribers(query);
    return { props: { tab, issues: null, subscribers: { ...result, pageSize: query.page_size } } };
  }),
);
