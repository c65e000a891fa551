import { adminSourceCodeListItemSchema, adminSourceCodeSchema } from '@/lib/admin/admin-source-code-types';
import { adminSourceCodesQuerySchema, createSourceCodeBodySchema } from '@/schemas/admin-source-codes';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminSourceCodes } from '@/server/services/admin/source-codes/list-admin-source-codes';
import { publishSourceCodeWrite } from '@/server/services/admin/source-codes/publish-source-code-write';
import { createSourceCode } from '@/server/services/admin/source-codes/save-source-code';

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
  POST: {
    summary:
      'Admins: creates a source-code product with its first version, from an archive uploaded first (a draft unless `status` says otherwise)',
    auth: 'admin',
    reply: adminSourceCodeSchema,
    errors: ['SLUG_TAKEN'],
    body: createSourceCodeBodySchema,
    status: 201,
    handle: async ({ body, user, res }) => publishSourceCodeWrite(res, await createSourceCode(body, user)),
  },
});
