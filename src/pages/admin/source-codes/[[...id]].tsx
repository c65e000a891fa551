import { adminPage } from '@/features/admin/components/admin-page';
import {
  SourceCodeEditorView,
  type SourceCodeEditorViewProps,
} from '@/features/admin/components/source-codes/source-code-editor-view';
import {
  SourceCodeListView,
  type SourceCodeListViewProps,
} from '@/features/admin/components/source-codes/source-code-list-view';
import { toLocale } from '@/lib/locales';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminSourceCodesQuerySchema } from '@/schemas/admin-source-codes';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminSourceCodes } from '@/server/services/admin/source-codes/list-admin-source-codes';
import { getAdminSourceCode } from '@/server/services/admin/source-codes/save-source-code';
import { listFilterGroups } from '@/server/services/source-codes/list-source-codes';

// The editor is keyed by the product: another product's page is a new editor, not this one's state.
function SourceCodesPage(props: ListOrRecord<SourceCodeListViewProps, SourceCodeEditorViewProps>) {
  return props.view === 'list' ? (
    <SourceCodeListView {...props} />
  ) : (
    <SourceCodeEditorView key={props.product.id} {...props} />
  );
}

export default adminPage(SourceCodesPage);

/** /admin/source-codes (every product) and /admin/source-codes/{id} (its editor). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<SourceCodeListViewProps, SourceCodeEditorViewProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminSourceCodesQuerySchema, context.query);
        const result = await listAdminSourceCodes(query);
        return { products: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size };
      },
      record: async (segment, context) => {
        const params = idParamSchema.safeParse({ id: segment });
        if (!params.success) return null;
        const [product, filterGroups] = await Promise.all([
          getAdminSourceCode(params.data.id),
          listFilterGroups(toLocale(context.locale)),
        ]);
        return { product, filterGroups };
      },
    }),
  ),
);
