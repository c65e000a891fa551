import { adminPage } from '@/features/admin/components/admin-page';
import { IssueEditorView, type IssueEditorViewProps } from '@/features/admin/components/newsletter/issue-editor-view';
import { issueIdParamSchema } from '@/schemas/admin-newsletter';
import { adminPageProps } from '@/server/http/admin-page-props';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { getAdminIssue } from '@/server/services/admin/newsletter/issue-writes';

// Keyed by the issue: after the first save, /new becomes /[id] on this same page, and the
// editor must start again from the saved issue rather than keep the new one's state.
function IssuePage(props: IssueEditorViewProps) {
  return <IssueEditorView key={props.issue?.id ?? 'new'} {...props} />;
}

export default adminPage(IssuePage);

/**
 * An issue's editor, or with `new` for its id the editor with nothing saved yet. One page for
 * both: every page of the app is listed in the build manifest that every public page loads.
 */
export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    if (context.params?.id === 'new') return { props: { issue: null } };
    const params = issueIdParamSchema.safeParse(context.params);
    if (!params.success) return { notFound: true };
    try {
      return { props: { issue: await getAdminIssue(params.data.id) } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
