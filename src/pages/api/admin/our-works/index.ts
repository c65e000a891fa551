import * as z from 'zod';
import { adminOurWorkSchema } from '@/lib/admin/admin-our-work-types';
import { createOurWorkBodySchema } from '@/schemas/admin-our-works';
import { defineRoute } from '@/server/http/handler';
import { listAdminOurWorks } from '@/server/services/admin/our-works/list-admin-our-works';
import { publishShowcaseWrite } from '@/server/services/admin/our-works/publish-showcase-write';
import { createOurWork } from '@/server/services/admin/our-works/save-our-work';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: every showcase project, drafts too, in showcase order',
    auth: 'admin',
    reply: z.array(adminOurWorkSchema),
    handle: () => listAdminOurWorks(),
  },
  POST: {
    summary: 'Admins: starts a showcase project, a draft placed last (publish it with PATCH `status`)',
    auth: 'admin',
    reply: adminOurWorkSchema,
    errors: ['SLUG_TAKEN'],
    body: createOurWorkBodySchema,
    status: 201,
    handle: async ({ body, user, res }) => publishShowcaseWrite(res, await createOurWork(body, user)),
  },
});
