import { adminAccountProductDetailSchema, adminAccountProductSchema } from '@/lib/admin/admin-stock-types';
import { adminAccountStoresQuerySchema, createAccountProductBodySchema } from '@/schemas/admin-account-stores';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { createAccountProduct } from '@/server/services/admin/account-stores/create-account-product';
import { listAdminAccountStores } from '@/server/services/admin/account-stores/list-admin-account-stores';
import { publishAccountProductWrite } from '@/server/services/admin/account-stores/publish-account-product-write';

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
  POST: {
    summary:
      'Admins: creates an account-store product (a draft unless `status` says otherwise) with its options and one priced variant per combination of their values; a combination left out is refused, naming it',
    auth: 'admin',
    reply: adminAccountProductDetailSchema,
    errors: ['SLUG_TAKEN'],
    body: createAccountProductBodySchema,
    status: 201,
    handle: async ({ body, user, res }) => publishAccountProductWrite(res, await createAccountProduct(body, user)),
  },
});
