import type { VnpayIpnReply } from '@/lib/commerce/order-types';
import { VNPAY_CANCELLED, VNPAY_SUCCESS } from '@/lib/commerce/vnpay-response-codes';
import { getDb } from '../../db/client';
import type { Logger } from '../../http/logger';
import { gatewayConfig } from '../../payments/gateway-config';
import { vnpayResultQuerySchema } from '../../payments/vnpay-result-query';
import { hasValidSignature, type VnpParams } from '../../payments/vnpay-signature';
import * as orderRepository from '../../repositories/order-repository';
import * as paymentRepository from '../../repositories/payment-repository';
import { inBackground } from '../../background-work';
import { closeUnpaidOrder } from '../orders/close-unpaid-order';
import { grantOrder } from '../orders/grant-order';
import { sendReceipt } from '../orders/send-receipt';

const REPLIES = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  notFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  wrongAmount: { RspCode: '04', Message: 'Invalid amount' },
  badSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknown: { RspCode: '99', Message: 'Unknown error' },
} as const satisfies Record<string, VnpayIpnReply>;

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
 * GET /api/payments/vnpay/ipn, VNPay's server-to-server notice of a payment's outcome,
 * and the only place an order becomes paid. In VNPay's order: signature (97), order (01),
 * amount (04), already settled (02). Then, in one transaction holding the order's row
 * lock, the attempt is settled as reported and the order: paid and granted when both
 * vnp_ResponseCode and vnp_TransactionStatus are 00, otherwise failed (cancelled for 24)
 * with its held stock released, unless a newer attempt is still open. Replays and
 * concurrent duplicates wait for the lock, find the attempt settled and get 02. Money
 * reported for an order that is no longer pending is recorded and logged as an error
 * (refund it), never granted twice.
 */
export async function handleVnpayIpn(params: VnpParams, log: Logger): Promise<VnpayIpnReply> {
  const config = gatewayConfig();
  if (!config || !hasValidSignature(params, config.hashSecret)) return REPLIES.badSignature;
  const parsed = ipnFields.safeParse(params);
  if (!parsed.success) return REPLIES.unknown;
  const notice = parsed.data;
  const now = new Date();

  const outcome = await getDb().transaction(async (tx) => {
    const found = await paymentRepository.findByTxnRef(notice.vnp_TxnRef, tx);
    if (!found) return { reply: REPLIES.notFound };
    const order = await orderRepository.lockById(found.orderId, tx);
    if (!order) return { reply: REPLIES.notFound };
    // Read again under the lock: a notice that got it first may have settled this attempt.
    const payment = (await paymentRepository.findByTxnRef(notice.vnp_TxnRef, tx))!;
    if (BigInt(notice.vnp_Amount) !== BigInt(payment.amountVnd) * 100n) return { reply: REPLIES.wrongAmount };
    // A replay of a notice this attempt has already had.
    if (payment.status !== 'pending') return { reply: REPLIES.alreadyConfirmed };

    const paid = notice.vnp_ResponseCode === VNPAY_SUCCESS && notice.vnp_TransactionStatus === VNPAY_SUCCESS;
    const cancelled = notice.vnp_ResponseCode === VNPAY_CANCELLED;
    // What the gateway says of this attempt is kept whatever became of the order: a
    // payment that cannot be honoured still needs its transaction number to be refunded.
    await paymentRepository.settle(
      payment.id,
      {
        status: paid ? 'succeeded' : cancelled ? 'cancelled' : 'failed',
        responseCode: notice.vnp_ResponseCode,
        transactionStatus: notice.vnp_TransactionStatus,
        transactionNo: notice.vnp_TransactionNo ?? null,
        bankCode: notice.vnp_BankCode ?? null,
        confirmedAt: now,
      },
      tx,
    );
    if (order.status !== 'pending') {
      // Another attempt settled the order first (paid, cancelled, failed), or it expired
      // after the gateway was told to stop: money taken anyway needs a person.
      if (paid) {
        log.error(
          {
            orderId: order.id,
            orderStatus: order.status,
            txnRef: payment.txnRef,
            transactionNo: notice.vnp_TransactionNo,
          },
          `payment received for an order already ${order.status}: refund it`,
        );
      }
      return { reply: REPLIES.alreadyConfirmed };
    }

    if (paid) {
      await orderRepository.markPaid(order.id, now, tx);
      await grantOrder(order, await orderRepository.listItems([order.id], tx), now, tx);
    } else {
      // The buyer may have started a newer attempt (back from the gateway, a second tab):
      // an older one failing leaves the order to it.
      const latest = await paymentRepository.findLatest(order.id, tx);
      if (latest?.id !== payment.id && latest?.status === 'pending') return { reply: REPLIES.confirmed };
      await closeUnpaidOrder(order.id, cancelled ? 'cancelled' : 'failed', now, tx);
    }
    return { reply: REPLIES.confirmed, paidOrderId: paid ? order.id : undefined };
  });

  if (outcome.paidOrderId) {
    const orderId = outcome.paidOrderId;
    log.info({ orderId, txnRef: notice.vnp_TxnRef }, 'order paid');
    inBackground(() => sendReceipt(orderId, log), log, `receipt of order ${orderId}`);
  } else if (outcome.reply.RspCode !== '00') {
    log.warn({ txnRef: notice.vnp_TxnRef, rspCode: outcome.reply.RspCode }, 'payment notice refused');
  }
  return outcome.reply;
}

/** For the route: an unexpected failure still answers VNPay in its own format (it retries). */
export const IPN_UNKNOWN_ERROR: VnpayIpnReply = REPLIES.unknown;
