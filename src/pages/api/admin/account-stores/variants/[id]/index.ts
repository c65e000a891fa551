import { adminAccountVariantUpdateSchema } from '@/lib/admin/admin-stock-types';
import { variantUpdateBodySchema } from '@/schemas/admin-account-stores';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { accountPublicPaths } from '@/server/services/admin/account-stores/publish-account-product-write';
import { updateVariant } from '@/server/services/admin/account-stores/update-variant';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PATCH: {
    summary:
      'Admins: a variant\'s price, "was" price, whether it is on sale, and its low-stock threshold (a threshold at or above its stock alerts at once)',
    auth: 'admin',
    reply: adminAccountVariantUpdateSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: variantUpdateBodySchema,
    handle: async ({ query, body, user, res }) => {
      const { reply, slug } = await updateVariant(query.id, body, user);
      // The product's page and the store's list show its prices and whether it is on sale.
      await revalidatePages(res, accountPublicPaths(slug));
      return reply;
    },
  },
});
