import { adminAccountProductDetailSchema } from '@/lib/admin/admin-stock-types';
import { updateAccountProductBodySchema } from '@/schemas/admin-account-stores';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { getAdminAccountProduct } from '@/server/services/admin/account-stores/get-admin-account-product';
import { publishAccountProductWrite } from '@/server/services/admin/account-stores/publish-account-product-write';
import { updateAccountProduct } from '@/server/services/admin/account-stores/update-account-product';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: an account-store product with every field, its options and its variants with their stock counts',
    auth: 'admin',
    reply: adminAccountProductDetailSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getAdminAccountProduct(query.id),
  },
  PATCH: {
    summary:
      'Admins: changes an account-store product: its fields, `status` (publish, unpublish), option names and value labels, values added (their new combinations priced in `variants`) or removed (refused while a variant of theirs holds stock or was ordered: turn it off instead); value codes never change',
    auth: 'admin',
    reply: adminAccountProductDetailSchema,
    errors: ['NOT_FOUND', 'SLUG_TAKEN'],
    query: idParamSchema,
    body: updateAccountProductBodySchema,
    handle: async ({ query, body, user, res }) =>
      publishAccountProductWrite(res, await updateAccountProduct(query.id, body, user)),
  },
});
