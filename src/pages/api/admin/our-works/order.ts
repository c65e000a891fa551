import * as z from 'zod';
import { adminOurWorkSchema } from '@/lib/admin/admin-our-work-types';
import { ourWorkOrderBodySchema } from '@/schemas/admin-our-works';
import { defineRoute } from '@/server/http/handler';
import { publishShowcaseWrite } from '@/server/services/admin/our-works/publish-showcase-write';
import { reorderOurWorks } from '@/server/services/admin/our-works/reorder-our-works';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  PUT: {
    summary:
      'Admins: the showcase’s new order, every project (drafts too) named once; another set of ids is refused (400 on `ids`)',
    auth: 'admin',
    reply: z.array(adminOurWorkSchema),
    body: ourWorkOrderBodySchema,
    handle: async ({ body, user, res }) => publishShowcaseWrite(res, await reorderOurWorks(body, user)),
  },
});
