import { mailSentSchema } from '@/lib/api/reply-field-types';
import { orderIdParamSchema } from '@/schemas/admin-orders';
import { defineRoute } from '@/server/http/handler';
import { resendReceipt } from '@/server/services/admin/orders/resend-receipt';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "Admins: mails a paid order's receipt (with the link to its codes and downloads) to the buyer again",
    auth: 'admin',
    reply: mailSentSchema,
    errors: ['NOT_FOUND', 'ORDER_NOT_PAID'],
    query: orderIdParamSchema,
    handle: async ({ query, user, log }) => {
      await resendReceipt(query.id, user, log);
      return { sent: true as const };
    },
  },
});
