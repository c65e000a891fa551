import type { PaymentEventKind } from '../../db/schema/orders';
import type { Logger } from '../../http/logger';
import * as paymentEventRepository from '../../repositories/payment-event-repository';
import * as paymentRepository from '../../repositories/payment-repository';

/**
 * Keeps what the gateway sent or answered, for the order's page in the back office. An
 * event that names none of our payments (a forgery, a stray) is only logged: anyone can
 * call the IPN and return URLs, and they must not fill the table. A return URL is kept
 * once: the result page reloads it while it waits for the IPN.
 */
export async function recordPaymentEvent(
  event: { kind: PaymentEventKind; fields: Record<string, string>; signatureValid: boolean; outcome: string },
  log: Logger,
): Promise<void> {
  const txnRef = event.fields.vnp_TxnRef ?? null;
  try {
    const payment = txnRef ? await paymentRepository.findByTxnRef(txnRef) : null;
    if (!payment) {
      log.warn({ kind: event.kind, txnRef, outcome: event.outcome }, 'payment event for no payment of ours');
      return;
    }
    const row = { ...event, orderId: payment.orderId, txnRef };
    if (event.kind === 'return' && (await paymentEventRepository.exists(row))) return;
    await paymentEventRepository.insert(row);
  } catch (error) {
    // The event's record is for people; the payment itself has been handled.
    log.error({ err: error, kind: event.kind, txnRef }, 'recording a payment event failed');
  }
}
