import {
  AccountProductEditorView,
  type AccountProductEditorViewProps,
} from '@/features/admin/components/account-stores/account-product-editor-view';
import {
  AccountStoreListView,
  type AccountStoreListViewProps,
} from '@/features/admin/components/account-stores/account-store-list-view';
import { adminPage } from '@/features/admin/components/admin-page';
import { idParamSchema } from '@/schemas/admin-courses';
import { adminAccountStoresQuerySchema } from '@/schemas/admin-account-stores';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getAdminAccountProduct } from '@/server/services/admin/account-stores/get-admin-account-product';
import { listAdminAccountStores } from '@/server/services/admin/account-stores/list-admin-account-stores';

// Keyed by the product: after the first save, /new becomes /{id} on this same page, and the
// editor must start again from the saved product rather than keep the new one's state.
function AccountStoresPage(props: ListOrRecord<AccountStoreListViewProps, AccountProductEditorViewProps>) {
  return props.view === 'list' ? (
    <AccountStoreListView {...props} />
  ) : (
    <AccountProductEditorView key={props.product?.id ?? 'new'} {...props} />
  );
}

export default adminPage(AccountStoresPage);

/**
 * /admin/account-stores (every product), /admin/account-stores/{id} (its editor) and
 * /admin/account-stores/new (the editor with nothing saved yet: its first save creates the product).
 */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<AccountStoreListViewProps, AccountProductEditorViewProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminAccountStoresQuerySchema, context.query);
        const result = await listAdminAccountStores(query);
        return { products: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size };
      },
      record: async (segment) => {
        if (segment === 'new') return { product: null };
        const params = idParamSchema.safeParse({ id: segment });
        return params.success ? { product: await getAdminAccountProduct(params.data.id) } : null;
      },
    }),
  ),
);
