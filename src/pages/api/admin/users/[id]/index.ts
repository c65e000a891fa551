import { adminUserSchema } from '@/lib/admin/admin-user-types';
import { updateUserBodySchema, userIdParamSchema } from '@/schemas/admin-users';
import { defineRoute } from '@/server/http/handler';
import { getAdminUser } from '@/server/services/admin/users/get-admin-user';
import { updateUserAccess } from '@/server/services/admin/users/update-user-access';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: 'Admins: an account with counts and the newest of its orders, enrolments, quiz attempts and chats',
    auth: 'admin',
    reply: adminUserSchema,
    errors: ['NOT_FOUND'],
    query: userIdParamSchema,
    handle: ({ query, user }) => getAdminUser(query.id, user),
  },
  PATCH: {
    summary:
      'Admins: makes or removes an admin, disables (every session ends) or enables an account; never the last enabled admin',
    auth: 'admin',
    reply: adminUserSchema,
    errors: ['NOT_FOUND', 'LAST_ADMIN', 'SELF_DISABLE'],
    query: userIdParamSchema,
    body: updateUserBodySchema,
    handle: ({ query, body, user }) => updateUserAccess(query.id, body, user),
  },
});
