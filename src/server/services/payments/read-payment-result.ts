import type { PaymentResultView } from '@/lib/commerce/order-types';
import { knownResponseCode } from '@/lib/commerce/vnpay-response-codes';
import { AppError } from '../../http/app-error';
import { logger, type Logger } from '../../http/logger';
import { gatewayConfig } from '../../payments/gateway-config';
import { hasValidSignature, type VnpParams } from '../../payments/vnpay-signature';
import * as orderRepository from '../../repositories/order-repository';
import * as paymentRepository from '../../repositories/payment-repository';
import { recordPaymentEvent } from './record-payment-event';

/**
 * The gateway's return URL (/payment/result, GET /api/payments/vnpay/return): checks the
 * signature, then reports the order's state from the database. It never changes anything:
 * the browser carries this URL and could replay or forge it; only the IPN (or a check
 * with the gateway) settles orders. What it carried is kept as the order's payment event.
 */
export async function readPaymentResult(params: VnpParams, log: Logger = logger): Promise<PaymentResultView> {
  const config = gatewayConfig();
  const signatureValid = config !== null && hasValidSignature(params, config.hashSecret);
  await recordPaymentEvent(
    { kind: 'return', fields: params, signatureValid, outcome: signatureValid ? 'shown' : 'refused' },
    log,
  );
  if (!signatureValid) {
    throw new AppError('PAYMENT_INVALID_SIGNATURE', 'The payment reply could not be verified.');
  }
  const payment = params.vnp_TxnRef ? await paymentRepository.findByTxnRef(params.vnp_TxnRef) : null;
  const order = payment ? await orderRepository.findById(payment.orderId) : null;
  if (!payment || !order) throw new AppError('NOT_FOUND', 'No such payment.');
  return {
    order_id: order.id,
    order_code: order.code,
    status: order.status,
    amount_vnd: payment.amountVnd,
    response_code: knownResponseCode(params.vnp_ResponseCode),
    transaction_no: params.vnp_TransactionNo && params.vnp_TransactionNo !== '0' ? params.vnp_TransactionNo : null,
    bank_code: params.vnp_BankCode ?? null,
  };
}
