import type { Order } from '../../db/schema/orders';
import type { Logger } from '../../http/logger';
import { GatewayUnreachableError } from '../../payments/gateway-config';
import { queryPayment } from '../../payments/gateway-transactions';
import { newRequestId } from '../../payments/vnpay-merchant-api';
import * as paymentRepository from '../../repositories/payment-repository';
import { recordPaymentEvent } from './record-payment-event';
import { settlePayment } from './settle-payment';

/**
 * paid: the gateway confirmed a payment and the order was settled as its IPN would have;
 * not_paid: the gateway knows of no completed payment (yet); unreachable: no usable answer;
 * nothing_to_check: the order has no attempt waiting for the gateway's word.
 */
export type GatewayVerdict = 'paid' | 'not_paid' | 'unreachable' | 'nothing_to_check';

/** How many of an order's open attempts one check asks about (the newest ones). */
const ATTEMPTS_PER_CHECK = 3;

/**
 * Asks the gateway (querydr) what became of an order's open payment attempts, for an order
 * whose IPN has not come: the admin's "Check with the gateway", the buyer's result page and
 * the sweep of orders pending for more than 15 minutes. A signed answer saying paid settles
 * the attempt through settlePayment, the IPN's own function: same checks, same lock, same
 * exactly-once grant. Any other answer changes nothing; the expiry sweep still closes the
 * order in its time. Every answer is kept as a payment event.
 */
export async function checkWithGateway(order: Order, context: { ip: string; log: Logger }): Promise<GatewayVerdict> {
  if (order.status !== 'pending') return 'nothing_to_check';
  const attempts = (await paymentRepository.listPending(order.id)).filter((payment) => payment.gateway !== 'manual');
  if (attempts.length === 0) return 'nothing_to_check';
  let verdict: GatewayVerdict = 'not_paid';
  for (const payment of attempts.slice(0, ATTEMPTS_PER_CHECK)) {
    const now = new Date();
    let answer;
    try {
      answer = await queryPayment(payment, newRequestId(), { ip: context.ip, now });
    } catch (error) {
      if (!(error instanceof GatewayUnreachableError)) throw error;
      context.log.warn({ orderId: order.id, txnRef: payment.txnRef, err: error }, 'querydr: no answer');
      verdict = 'unreachable';
      continue;
    }
    await paymentRepository.markChecked(payment.id, now);
    const fields = answer.fields;
    let paid =
      answer.trusted &&
      fields.vnp_ResponseCode === '00' &&
      fields.vnp_TransactionStatus === '00' &&
      fields.vnp_Amount !== undefined;
    let outcome = paid ? 'paid' : `not paid (${fields.vnp_ResponseCode ?? '-'}/${fields.vnp_TransactionStatus ?? '-'})`;
    if (paid) {
      const settled = await settlePayment(
        {
          txnRef: payment.txnRef,
          amount: fields.vnp_Amount!,
          responseCode: '00',
          transactionStatus: '00',
          transactionNo: fields.vnp_TransactionNo ?? null,
          bankCode: fields.vnp_BankCode ?? null,
        },
        context.log,
      );
      outcome = `paid: ${settled}`;
      if (settled !== 'confirmed' && settled !== 'alreadyConfirmed') paid = false;
    }
    if (!answer.trusted) outcome = 'unverified answer ignored';
    await recordPaymentEvent({ kind: 'querydr', fields, signatureValid: answer.trusted, outcome }, context.log);
    if (paid) return 'paid';
  }
  return verdict;
}
