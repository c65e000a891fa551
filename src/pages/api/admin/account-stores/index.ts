import { adminAccountProductSchema } from '@/lib/admin/admin-stock-types';
import { adminAccountStoresQuerySchema } from '@/schemas/admin-account-stores';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminAccountStores } from '@/server/services/admin/account-stores/list-admin-account-stores';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      'Admins: every account-store product (published or not), searched and paged, with its variants and their stock counts',
    auth: 'admin',
    reply: pageOf(adminAccountProductSchema),
    query: adminAccountStoresQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminAccountStores(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
