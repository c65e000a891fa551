import { sandboxDecisionReplySchema } from '@/lib/commerce/order-types';
import { defineRoute } from '@/server/http/handler';
import { decideSandboxPayment } from '@/server/services/payments/decide-sandbox-payment';
import { sandboxDecisionBodySchema } from '@/schemas/commerce';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  POST: {
    summary: "The sandbox gateway's approve/cancel: notifies the IPN, → { redirect_url }",
    auth: 'none',
    reply: sandboxDecisionReplySchema,
    errors: ['NOT_FOUND', 'PAYMENT_INVALID_SIGNATURE'],
    body: sandboxDecisionBodySchema,
    handle: ({ body, log }) => decideSandboxPayment(body.params, body.decision, log),
  },
});
