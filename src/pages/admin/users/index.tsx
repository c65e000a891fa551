import { adminPage } from '@/features/admin/components/admin-page';
import { UserListView } from '@/features/admin/components/users/user-list-view';
import { adminUsersQuerySchema } from '@/schemas/admin-users';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { listAdminUsers } from '@/server/services/admin/users/list-admin-users';

export default adminPage(UserListView);

export const getServerSideProps = definePageProps(
  adminPageProps([], async (context) => {
    const query = parseAdminQuery(adminUsersQuerySchema, context.query);
    const result = await listAdminUsers(query);
    return {
      props: { users: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size },
    };
  }),
);
