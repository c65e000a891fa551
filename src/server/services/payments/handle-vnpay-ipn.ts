import type { VnpayIpnReply } from '@/lib/commerce/order-types';
import type { Logger } from '../../http/logger';
import { gatewayConfig } from '../../payments/gateway-config';
import { vnpayResultQuerySchema } from '../../payments/vnpay-result-query';
import { hasValidSignature, type VnpParams } from '../../payments/vnpay-signature';
import { recordPaymentEvent } from './record-payment-event';
import { settlePayment, type SettleOutcome } from './settle-payment';

const REPLIES = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  notFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  wrongAmount: { RspCode: '04', Message: 'Invalid amount' },
  badSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknown: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<SettleOutcome | 'badSignature' | 'unknown', VnpayIpnReply>;

/** The fields of VNPay's notice the IPN acts on, as the API reference documents them. */
const ipnFields = vnpayResultQuerySchema.pick({
  vnp_TxnRef: true,
  vnp_Amount: true,
  vnp_ResponseCode: true,
  vnp_TransactionStatus: true,
  vnp_TransactionNo: true,
  vnp_BankCode: true,
});

/**
 * GET /api/payments/vnpay/ipn, VNPay's server-to-server notice of a payment's outcome.
 * In VNPay's order: signature (97), then settlePayment's order (01), amount (04) and
 * already settled (02). Every notice about one of our payments is kept as a payment event,
 * with whether its signature held.
 */
export async function handleVnpayIpn(params: VnpParams, log: Logger): Promise<VnpayIpnReply> {
  const config = gatewayConfig();
  const signatureValid = config !== null && hasValidSignature(params, config.hashSecret);
  const reply = await replyTo(params, signatureValid, log);
  await recordPaymentEvent({ kind: 'ipn', fields: params, signatureValid, outcome: reply.RspCode }, log);
  if (reply.RspCode !== '00') log.warn({ txnRef: params.vnp_TxnRef, rspCode: reply.RspCode }, 'payment notice refused');
  return reply;
}

async function replyTo(params: VnpParams, signatureValid: boolean, log: Logger): Promise<VnpayIpnReply> {
  if (!signatureValid) return REPLIES.badSignature;
  const parsed = ipnFields.safeParse(params);
  if (!parsed.success) return REPLIES.unknown;
  const notice = parsed.data;
  const outcome = await settlePayment(
    {
      txnRef: notice.vnp_TxnRef,
      amount: notice.vnp_Amount,
      responseCode: notice.vnp_ResponseCode,
      transactionStatus: notice.vnp_TransactionStatus,
      transactionNo: notice.vnp_TransactionNo ?? null,
      bankCode: notice.vnp_BankCode ?? null,
    },
    log,
  );
  return REPLIES[outcome];
}

/** For the route: an unexpected failure still answers VNPay in its own format (it retries). */
export const IPN_UNKNOWN_ERROR: VnpayIpnReply = REPLIES.unknown;
