import { mailSentSchema } from '@/lib/api/reply-field-types';
import { userIdParamSchema } from '@/schemas/admin-users';
import { defineRoute } from '@/server/http/handler';
import { requestLocale } from '@/server/http/request-locale';
import { sendUserVerification } from '@/server/services/admin/users/send-user-verification';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "Admins: mails an unverified account a new verification link (in the admin's page language)",
    auth: 'admin',
    reply: mailSentSchema,
    errors: ['NOT_FOUND', 'ALREADY_VERIFIED', 'RATE_LIMITED'],
    query: userIdParamSchema,
    handle: async ({ query, user, req, log }) => {
      await sendUserVerification(query.id, { actor: user, locale: requestLocale(req), log });
      return { sent: true as const };
    },
  },
});
