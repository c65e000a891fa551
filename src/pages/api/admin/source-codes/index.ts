import { adminSourceCodeListItemSchema } from '@/lib/admin/admin-source-code-types';
import { adminSourceCodesQuerySchema } from '@/schemas/admin-source-codes';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminSourceCodes } from '@/server/services/admin/source-codes/list-admin-source-codes';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: every source-code product (published or not), searched and paged, with its current version',
    auth: 'admin',
    reply: pageOf(adminSourceCodeListItemSchema),
    query: adminSourceCodesQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminSourceCodes(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
