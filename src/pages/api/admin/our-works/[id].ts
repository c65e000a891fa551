import * as z from 'zod';
import { adminOurWorkSchema } from '@/lib/admin/admin-our-work-types';
import { idParamSchema } from '@/schemas/admin-courses';
import { updateOurWorkBodySchema } from '@/schemas/admin-our-works';
import { defineRoute } from '@/server/http/handler';
import { getAdminOurWork } from '@/server/services/admin/our-works/list-admin-our-works';
import { publishShowcaseWrite } from '@/server/services/admin/our-works/publish-showcase-write';
import { deleteOurWork, updateOurWork } from '@/server/services/admin/our-works/save-our-work';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: a showcase project with every field the editor changes, published or not',
    auth: 'admin',
    reply: adminOurWorkSchema,
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: ({ query }) => getAdminOurWork(query.id),
  },
  PATCH: {
    summary:
      'Admins: changes a showcase project; `status` publishes it (every text in both languages and an image needed) or takes it off /our-works',
    auth: 'admin',
    reply: adminOurWorkSchema,
    errors: ['NOT_FOUND', 'SLUG_TAKEN'],
    query: idParamSchema,
    body: updateOurWorkBodySchema,
    handle: async ({ query, body, user, res }) => publishShowcaseWrite(res, await updateOurWork(query.id, body, user)),
  },
  DELETE: {
    summary: 'Admins: deletes a showcase project',
    auth: 'admin',
    reply: z.object({ deleted: z.literal(true) }),
    errors: ['NOT_FOUND'],
    query: idParamSchema,
    handle: async ({ query, user, res }) => {
      await deleteOurWork(query.id, user);
      return publishShowcaseWrite(res, { deleted: true as const });
    },
  },
});
