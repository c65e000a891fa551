import { AccountStoreListView } from '@/features/admin/components/account-stores/account-store-list-view';
import { adminPage } from '@/features/admin/components/admin-page';
import { adminAccountStoresQuerySchema } from '@/schemas/admin-account-stores';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminAccountStores } from '@/server/services/admin/account-stores/list-admin-account-stores';

export default adminPage(AccountStoreListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminAccountStoresQuerySchema, context.query);
    const result = await listAdminAccountStores(query);
    return {
      props: { products: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size },
    };
  }),
);
