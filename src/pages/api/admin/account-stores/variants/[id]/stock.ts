import { stockImportSchema } from '@/lib/admin/admin-stock-types';
import { stockImportBodySchema } from '@/schemas/admin-account-stores';
import { idParamSchema } from '@/schemas/admin-courses';
import { defineRoute } from '@/server/http/handler';
import { revalidatePages } from '@/server/http/revalidate-pages';
import { accountPublicPaths } from '@/server/services/admin/account-stores/publish-account-product-write';
import { importStock } from '@/server/services/admin/account-stores/import-stock';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary:
      "Admins: adds items to a variant's stock, all or nothing: a bad line refuses the import (each named by its line), duplicates are skipped, items are stored encrypted",
    auth: 'admin',
    reply: stockImportSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    body: stockImportBodySchema,
    handle: async ({ query, body, user, res }) => {
      const { reply, slug } = await importStock(query.id, body, user);
      // The product's page and the store's list say whether it is in stock.
      await revalidatePages(res, accountPublicPaths(slug));
      return reply;
    },
  },
});
