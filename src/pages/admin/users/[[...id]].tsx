import { adminPage } from '@/features/admin/components/admin-page';
import { UserDetailView, type UserDetailViewProps } from '@/features/admin/components/users/user-detail-view';
import { UserListView, type UserListViewProps } from '@/features/admin/components/users/user-list-view';
import { adminUsersQuerySchema, userIdParamSchema } from '@/schemas/admin-users';
import { adminListAndRecord, type ListOrRecord } from '@/server/http/admin-list-and-record';
import { adminPageProps } from '@/server/http/admin-page-props';
import { definePageProps } from '@/server/http/define-page-props';
import { parseAdminQuery } from '@/server/http/parse-admin-query';
import { getAdminUser } from '@/server/services/admin/users/get-admin-user';
import { listAdminUsers } from '@/server/services/admin/users/list-admin-users';

// Keyed by the account: another person's page starts from their record, not this one's state.
function UsersPage(props: ListOrRecord<UserListViewProps, UserDetailViewProps>) {
  return props.view === 'list' ? <UserListView {...props} /> : <UserDetailView key={props.user.id} {...props} />;
}

export default adminPage(UsersPage);

/** /admin/users (people, searched, filtered and paged) and /admin/users/{id} (one account and what it did). */
export const getServerSideProps = definePageProps(
  adminPageProps(
    [],
    adminListAndRecord<UserListViewProps, UserDetailViewProps>({
      list: async (context) => {
        const query = parseAdminQuery(adminUsersQuerySchema, context.query);
        const result = await listAdminUsers(query);
        return { users: result.items, page: result.page, totalPage: result.totalPage, pageSize: query.page_size };
      },
      record: async (segment, _context, admin) => {
        const params = userIdParamSchema.safeParse({ id: segment });
        return params.success ? { user: await getAdminUser(params.data.id, admin) } : null;
      },
    }),
  ),
);
