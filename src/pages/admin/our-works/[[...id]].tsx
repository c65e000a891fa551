import { adminPage } from '@/features/admin/components/admin-page';
import {
  OurWorkEditorView,
  type OurWorkEditorViewProps,
} from '@/features/admin/components/our-works/our-work-editor-view';
import { OurWorkListView, type OurWorkListViewProps } from '@/features/admin/components/our-works/our-work-list-view';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminPageProps } from '@/server/http/admin-page-props';
import { isAppError } from '@/server/http/app-error';
import { definePageProps } from '@/server/http/define-page-props';
import { getAdminOurWork, listAdminOurWorks } from '@/server/services/admin/our-works/list-admin-our-works';

type OurWorksPageProps = ({ view: 'list' } & OurWorkListViewProps) | ({ view: 'editor' } & OurWorkEditorViewProps);

// The editor is keyed by the project: after the first save, /new becomes /[id] on this same
// page, and the editor must start again from the saved project rather than keep the new one's state.
function OurWorksPage(props: OurWorksPageProps) {
  if (props.view === 'list') return <OurWorkListView works={props.works} />;
  return <OurWorkEditorView key={props.work?.id ?? 'new'} work={props.work} />;
}

export default adminPage(OurWorksPage);

/**
 * /admin/our-works (the list, whole: the showcase is short and a reorder sends all of it),
 * /admin/our-works/new (the editor with nothing saved yet) and /admin/our-works/[id]. One
 * page for the three: every page of the app is listed in the build manifest that every public
 * page loads, so the back office keeps its page count down.
 */
export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const segments = context.params?.id;
    if (segments === undefined) return { props: { view: 'list', works: await listAdminOurWorks() } };
    if (!Array.isArray(segments) || segments.length !== 1) return { notFound: true };
    if (segments[0] === 'new') return { props: { view: 'editor', work: null } };
    const params = idParamSchema.safeParse({ id: segments[0] });
    if (!params.success) return { notFound: true };
    try {
      return { props: { view: 'editor', work: await getAdminOurWork(params.data.id) } };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  }),
);
