import { auditEntrySchema } from '@/lib/admin/admin-types';
import { auditLogQuerySchema } from '@/schemas/admin';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAuditLog } from '@/server/services/admin/list-audit-log';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: the back office writes (who, what, before → after), filtered and paged',
    auth: 'admin',
    reply: pageOf(auditEntrySchema),
    query: auditLogQuerySchema,
    handle: async ({ query }) => {
      const result = await listAuditLog(query);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
