import { VNPAY_CANCELLED, VNPAY_SUCCESS } from '@/lib/commerce/vnpay-response-codes';
import { getDb } from '../../db/client';
import type { Logger } from '../../http/logger';
import { queueJob } from '../../jobs/job-queue';
import * as orderRepository from '../../repositories/order-repository';
import * as paymentRepository from '../../repositories/payment-repository';
import { inBackground } from '../../background-work';
import { closeUnpaidOrder } from '../orders/close-unpaid-order';
import { grantOrder } from '../orders/grant-order';
import type { OrderItem } from '../../db/schema/orders';
import { alreadyOwned } from '../orders/already-owned';
import { refundDuplicates } from '../orders/refund-duplicates';

/** A payment attempt's outcome as the gateway reported it, with a signature that held. */
export interface GatewayResult {
  txnRef: string;
  /** vnp_Amount: the amount × 100. */
  amount: string;
  responseCode: string;
  transactionStatus: string;
  transactionNo: string | null;
  bankCode: string | null;
}

export type SettleOutcome = 'confirmed' | 'notFound' | 'wrongAmount' | 'alreadyConfirmed';

/**
 * Settles a payment attempt as the gateway reports it: the IPN's work, and the gateway
 * check's (querydr) when the IPN never came, so both go through this one function. In one
 * transaction holding the order's row lock, the attempt is settled and the order: paid and
 * granted when both codes are 00, otherwise failed (cancelled for 24) with its held stock
 * released, unless a newer attempt is still open. A second report of a settled attempt
 * waits for the lock, finds it settled and changes nothing (alreadyConfirmed). Money
 * reported for an order that is no longer pending is recorded and logged as an error
 * (refund it), never granted twice.
 */
export async function settlePayment(result: GatewayResult, log: Logger): Promise<SettleOutcome> {
  const now = new Date();
  const outcome = await getDb().transaction(async (tx) => {
    const found = await paymentRepository.findByTxnRef(result.txnRef, tx);
    if (!found) return { reply: 'notFound' as const };
    const order = await orderRepository.lockById(found.orderId, tx);
    if (!order) return { reply: 'notFound' as const };
    // Read again under the lock: a report that got it first may have settled this attempt.
    const payment = (await paymentRepository.findByTxnRef(result.txnRef, tx))!;
    if (BigInt(result.amount) !== BigInt(payment.amountVnd) * 100n) return { reply: 'wrongAmount' as const };
    if (payment.status !== 'pending') return { reply: 'alreadyConfirmed' as const };

    const paid = result.responseCode === VNPAY_SUCCESS && result.transactionStatus === VNPAY_SUCCESS;
    const cancelled = result.responseCode === VNPAY_CANCELLED;
    // What the gateway says of this attempt is kept whatever became of the order: a
    // payment that cannot be honoured still needs its transaction number to be refunded.
    await paymentRepository.settle(
      payment.id,
      {
        status: paid ? 'succeeded' : cancelled ? 'cancelled' : 'failed',
        responseCode: result.responseCode,
        transactionStatus: result.transactionStatus,
        transactionNo: result.transactionNo,
        bankCode: result.bankCode,
        confirmedAt: now,
      },
      tx,
    );
    if (order.status !== 'pending') {
      // Another attempt settled the order first (paid, cancelled, failed), or it expired
      // after the gateway was told to stop: money taken anyway needs a person.
      if (paid) {
        log.error(
          { orderId: order.id, orderStatus: order.status, txnRef: payment.txnRef, transactionNo: result.transactionNo },
          `payment received for an order already ${order.status}: refund it`,
        );
      }
      return { reply: 'alreadyConfirmed' as const };
    }

    if (paid) {
      await orderRepository.markPaid(order.id, now, tx);
      const items = await orderRepository.listItems([order.id], tx);
      // Another order may have given the buyer a course or source code of this one since it
      // was placed (two pending orders, both paid): the order is still paid, those lines are
      // flagged and refunded after the commit, and grant nothing here.
      const duplicates: OrderItem[] = [];
      for (const item of items) if (await alreadyOwned(order.userId, item, tx)) duplicates.push(item);
      await orderRepository.markDuplicate(
        duplicates.map((item) => item.id),
        tx,
      );
      await grantOrder(
        order,
        items.filter((item) => !duplicates.includes(item)),
        now,
        tx,
      );
      const duplicateVnd = duplicates.reduce((sum, item) => sum + item.priceVnd, 0);
      return { reply: 'confirmed' as const, paidOrderId: order.id, duplicateVnd };
    } else {
      // The buyer may have started a newer attempt (back from the gateway, a second tab):
      // an older one failing leaves the order to it.
      const latest = await paymentRepository.findLatest(order.id, tx);
      if (latest?.id !== payment.id && latest?.status === 'pending') return { reply: 'confirmed' as const };
      await closeUnpaidOrder(order.id, cancelled ? 'cancelled' : 'failed', now, tx);
    }
    return { reply: 'confirmed' as const };
  });

  if ('paidOrderId' in outcome && outcome.paidOrderId) {
    const orderId = outcome.paidOrderId;
    log.info({ orderId, txnRef: result.txnRef }, 'order paid');
    await queueJob('order-receipt', { orderId: orderId });
    if (outcome.duplicateVnd > 0) {
      log.warn({ orderId, duplicateVnd: outcome.duplicateVnd }, 'order paid for products already owned');
      inBackground(() => refundDuplicates(orderId, log), log, `refund of the duplicates of order ${orderId}`);
    }
  }
  return outcome.reply;
}
