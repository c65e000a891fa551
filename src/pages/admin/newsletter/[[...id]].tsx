import { adminPage } from '@/features/admin/components/admin-page';
import { IssueEditorView, type IssueEditorViewProps } from '@/features/admin/components/newsletter/issue-editor-view';
import {
  NewsletterView,
  type NewsletterTab,
  type NewsletterViewProps,
} from '@/features/admin/components/newsletter/newsletter-view';
import { adminIssuesQuerySchema, adminSubscribersQuerySchema, issueIdParamSchema } from '@/schemas/admin-newsletter';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getAdminIssue, listAdminIssues } from '@/server/services/admin/newsletter/issue-writes';
import { listAdminSubscribers } from '@/server/services/admin/newsletter/list-subscribers';

// The editor is keyed by the issue: after the first save, /new becomes /[id] on this same
// page, and the editor must start again from the saved issue rather than keep the new one's state.
function NewsletterPage(props: ListOrRecord<NewsletterViewProps, IssueEditorViewProps>) {
  return props.view === 'list' ? (
    <NewsletterView {...props} />
  ) : (
    <IssueEditorView key={props.issue?.id ?? 'new'} {...props} />
  );
}

export default adminPage(NewsletterPage);

/**
 * /admin/newsletter (the open tab, `?tab=issues` or subscribers, is the only one loaded),
 * /admin/newsletter/new and /admin/newsletter/{id} (an issue's editor).
 */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<NewsletterViewProps, IssueEditorViewProps>({
      list: async (context) => {
        const tab: NewsletterTab = context.query.tab === 'issues' ? 'issues' : 'subscribers';
        if (tab === 'issues') {
          const query = parseAdminQuery(adminIssuesQuerySchema, context.query);
          const result = await listAdminIssues(query);
          return { tab, subscribers: null, issues: { ...result, pageSize: query.page_size } };
        }
        const query = parseAdminQuery(adminSubscribersQuerySchema, context.query);
        const result = await listAdminSubscribers(query);
        return { tab, issues: null, subscribers: { ...result, pageSize: query.page_size } };
      },
      record: async (segment) => {
        if (segment === 'new') return { issue: null };
        const params = issueIdParamSchema.safeParse({ id: segment });
        return params.success ? { issue: await getAdminIssue(params.data.id) } : null;
      },
    }),
  ),
);
