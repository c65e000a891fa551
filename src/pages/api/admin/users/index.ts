import { adminUserListItemSchema } from '@/lib/admin/admin-user-types';
import { adminUsersQuerySchema } from '@/schemas/admin-users';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminUsers } from '@/server/services/admin/users/list-admin-users';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: every account, newest first, searched (name, email) and filtered (role, verified, disabled)',
    auth: 'admin',
    reply: pageOf(adminUserListItemSchema),
    query: adminUsersQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminUsers(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
