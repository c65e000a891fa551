import { adminPage } from '@/features/admin/components/admin-page';
import { SourceCodeListView } from '@/features/admin/components/source-codes/source-code-list-view';
import { adminSourceCodesQuerySchema } from '@/schemas/admin-source-codes';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminSourceCodes } from '@/server/services/admin/source-codes/list-admin-source-codes';

export default adminPage(SourceCodeListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminSourceCodesQuerySchema, context.query);
    const result = await listAdminSourceCodes(query);
    return {
      props: { products: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size },
    };
  }),
);
