import { paymentResultViewSchema } from '@/lib/commerce/order-types';
import { defineRoute } from '@/server/http/handler';
import { AppError } from '@/server/http/app-error';
import { vnpayResultQuerySchema } from '@/server/payments/vnpay-result-query';
import { vnpParamsOf } from '@/server/payments/vnpay-signature';
import { readPaymentResult } from '@/server/services/payments/read-payment-result';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "Verifies a gateway return URL's query and reports the order's state (read only)",
    auth: 'none',
    ownQuery: vnpayResultQuerySchema,
    reply: paymentResultViewSchema,
    errors: ['PAYMENT_INVALID_SIGNATURE', 'NOT_FOUND'],
    handle: ({ req, log }) => {
      const params = vnpParamsOf(req.query ?? {});
      if (!params) throw new AppError('PAYMENT_INVALID_SIGNATURE', 'The payment reply could not be verified.');
      return readPaymentResult(params, log);
    },
  },
});
