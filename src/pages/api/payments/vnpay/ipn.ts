import { vnpayIpnReplySchema, type VnpayIpnReply } from '@/lib/commerce/order-types';
import { defineRoute, ownReply } from '@/server/http/handler';
import { sendJson } from '@/server/http/respond';
import { vnpayResultQuerySchema } from '@/server/payments/vnpay-result-query';
import { vnpParamsOf } from '@/server/payments/vnpay-signature';
import { handleVnpayIpn, IPN_UNKNOWN_ERROR } from '@/server/services/payments/handle-vnpay-ipn';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "VNPay's server-to-server payment notice; answers VNPay's { RspCode, Message }",
    auth: 'none',
    ownQuery: vnpayResultQuerySchema,
    reply: ownReply({
      mediaType: 'application/json',
      schema: vnpayIpnReplySchema,
      description:
        "VNPay's { RspCode, Message }, never the envelope: 00 confirmed (VNPay stops retrying), " +
        '01 unknown order, 02 already settled, 04 wrong amount, 97 bad signature, 99 unexpected.',
      failuresToo: true,
    }),
    handle: async ({ req, res, log }) => {
      // VNPay reads its own reply format, never the API envelope — even when we fail.
      let reply: VnpayIpnReply;
      try {
        const params = vnpParamsOf(req.query ?? {});
        reply = params ? await handleVnpayIpn(params, log) : { RspCode: '97', Message: 'Invalid signature' };
      } catch (error) {
        log.error({ err: error }, 'VNPay IPN failed');
        reply = IPN_UNKNOWN_ERROR;
      }
      sendJson(res, 200, reply);
    },
  },
});
