import { adminPage } from '@/features/admin/components/admin-page';
import {
  OurWorkEditorView,
  type OurWorkEditorViewProps,
} from '@/features/admin/components/our-works/our-work-editor-view';
import { OurWorkListView, type OurWorkListViewProps } from '@/features/admin/components/our-works/our-work-list-view';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { getAdminOurWork, listAdminOurWorks } from '@/server/services/admin/our-works/list-admin-our-works';

// The editor is keyed by the project: after the first save, /new becomes /[id] on this same
// page, and the editor must start again from the saved project rather than keep the new one's state.
function OurWorksPage(props: ListOrRecord<OurWorkListViewProps, OurWorkEditorViewProps>) {
  if (props.view === 'list') return <OurWorkListView works={props.works} />;
  return <OurWorkEditorView key={props.work?.id ?? 'new'} work={props.work} />;
}

export default adminPage(OurWorksPage);

/**
 * /admin/our-works (the list, whole: the showcase is short and a reorder sends all of it),
 * /admin/our-works/new (the editor with nothing saved yet) and /admin/our-works/[id].
 */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<OurWorkListViewProps, OurWorkEditorViewProps>({
      list: async () => ({ works: await listAdminOurWorks() }),
      record: async (segment) => {
        if (segment === 'new') return { work: null };
        const params = idParamSchema.safeParse({ id: segment });
        return params.success ? { work: await getAdminOurWork(params.data.id) } : null;
      },
    }),
  ),
);
