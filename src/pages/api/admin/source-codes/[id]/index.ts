import { adminSourceCodeSchema } from '@/lib/admin/admin-source-code-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { updateSourceCodeBodySchema } from '@/schemas/admin-source-codes';
import { defineRoute } from '@/server/http/handler';
import { publishSourceCodeWrite } from '@/server/services/admin/source-codes/publish-source-code-write';
import { getAdminSourceCode, updateSourceCode } from '@/server/services/admin/source-codes/save-source-code';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: a source-code product with every field the editor changes, published or not',
    auth: 'admin',
    reply: adminSourceCodeSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getAdminSourceCode(query.id),
  },
  PATCH: {
    summary:
      'Admins: changes a source-code product; `status` publishes or unpublishes it (buyers keep their downloads). The archive changes through a new version',
    auth: 'admin',
    reply: adminSourceCodeSchema,
    errors: ['NOT_FOUND', 'SLUG_TAKEN'],
    query: idParamSchema,
    body: updateSourceCodeBodySchema,
    handle: async ({ query, body, user, res }) =>
      publishSourceCodeWrite(res, await updateSourceCode(query.id, body, user)),
  },
});
