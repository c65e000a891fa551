import { defineRoute } from '@/server/http/handler';
import { sendJson } from '@/server/http/respond';
import { vnpParamsOf } from '@/server/payments/vnpay-signature';
import { handleVnpayIpn, IPN_UNKNOWN_ERROR, type IpnReply } from '@/server/services/payments/handle-vnpay-ipn';

export const config = { api: { bodyParser: false } };

export default defineRoute({
  GET: {
    summary: "VNPay's server-to-server payment notice; answers VNPay's { RspCode, Message }",
    auth: 'none',
    handle: async ({ req, res, log }) => {
      // VNPay reads its own reply format, never the API envelope — even when we fail.
      let reply: IpnReply;
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
