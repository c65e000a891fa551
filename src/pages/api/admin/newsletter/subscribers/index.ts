import { adminSubscriberSchema } from '@/lib/admin/admin-newsletter-types';
import { adminSubscribersQuerySchema } from '@/schemas/admin-newsletter';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminSubscribers } from '@/server/services/admin/newsletter/list-subscribers';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary:
      "Admins: the newsletter's subscribers, newest first, searched by email and filtered by status and language",
    auth: 'admin',
    reply: pageOf(adminSubscriberSchema),
    query: adminSubscribersQuerySchema,
    handle: async ({ query }) => {
      const result = await listAdminSubscribers(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
