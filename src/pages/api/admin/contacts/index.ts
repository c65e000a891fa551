import { adminContactListItemSchema } from '@/lib/admin/admin-contact-types';
import { adminContactsQuerySchema } from '@/schemas/admin-contacts';
import { defineRoute, pageOf, paginated } from '@/server/http/handler';
import { listAdminContacts } from '@/server/services/admin/contacts/list-admin-contacts';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: the contact inbox, newest first, searched (name, email, subject) and filtered (status, assignee)',
    auth: 'admin',
    reply: pageOf(adminContactListItemSchema),
    query: adminContactsQuerySchema,
    handle: async ({ query, user }) => {
      const result = await listAdminContacts(query, user);
      return paginated(result.items, result.page, result.totalPage);
    },
  },
});
