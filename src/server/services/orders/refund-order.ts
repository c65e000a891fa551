import type { RefundKind } from '../../db/schema/orders';
import { getDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { GatewayUnreachableError } from '../../payments/gateway-config';
import { refundPayment } from '../../payments/gateway-transactions';
import { newRequestId } from '../../payments/vnpay-merchant-api';
import * as orderRepository from '../../repositories/order-repository';
import * as paymentRepository from '../../repositories/payment-repository';
import * as refundRepository from '../../repositories/refund-repository';
import type { AuthUser } from '../../auth/auth-user';
import { recordAudit } from '../admin/record-audit';
import { stockChanged } from '../account-store/account-store';
import { recordPaymentEvent } from '../payments/record-payment-event';
import { revokeOrder, type Revoked } from './revoke-order';

export interface RefundRequest {
  amountVnd: number;
  reason: string;
}

export interface RefundOutcome {
  kind: RefundKind;
  amountVnd: number;
  revoked: Revoked | null;
}

/** Who asks: an admin, or the server itself (a line the buyer already owned). */
export type Refunder = Pick<AuthUser, 'id' | 'email'> | 'system';

/**
 * Gives money back through the gateway's refund call (VNPay 2.1.0: 02 the whole payment,
 * 03 part of it). In three steps, so a slow gateway never holds a row lock:
 * 1. under the order's lock: the order is paid through the gateway, no other refund is
 *    waiting, the amount fits in what is left; a pending refund row is written (a second
 *    refund racing this one finds it and is refused: REFUND_IN_PROGRESS);
 * 2. the signed call, whose answer is kept as a payment event;
 * 3. under the lock again: the row is settled; when the gateway's signed answer says done,
 *    the order records the amount, and a full refund marks it refunded and takes back what
 *    it granted. A partial refund revokes nothing.
 */
export async function refundOrder(
  orderId: string,
  request: RefundRequest,
  by: Refunder,
  context: { ip: string; log: Logger },
): Promise<RefundOutcome> {
  const pending = await getDb().transaction(async (tx) => {
    const order = await orderRepository.lockById(orderId, tx);
    if (!order) throw new AppError('NOT_FOUND', 'No such order.');
    if (order.status !== 'paid') {
      throw new AppError('ORDER_NOT_REFUNDABLE', `The order is ${order.status}: only a paid order is refunded.`);
    }
    const payment = await paymentRepository.findSucceeded(order.id, tx);
    if (!payment || payment.gateway === 'manual') {
      throw new AppError(
        'ORDER_NOT_REFUNDABLE',
        'The order was paid outside the gateway: give the money back the way it came (a bank transfer).',
      );
    }
    if (await refundRepository.findPending(order.id, tx)) {
      throw new AppError('REFUND_IN_PROGRESS', "Another refund of this order is waiting for the gateway's answer.");
    }
    const left = payment.amountVnd - order.refundedVnd;
    if (request.amountVnd > left) {
      const detail = `At most ${left} VND is left to refund.`;
      throw new AppError('VALIDATION_ERROR', `amount_vnd: ${detail}`, { amount_vnd: detail });
    }
    const kind: RefundKind = order.refundedVnd === 0 && request.amountVnd === payment.amountVnd ? 'full' : 'partial';
    const refund = await refundRepository.create(
      {
        orderId: order.id,
        paymentId: payment.id,
        requestId: newRequestId(),
        kind,
        amountVnd: request.amountVnd,
        reason: request.reason,
        actorId: by === 'system' ? null : by.id,
      },
      tx,
    );
    return { refund, payment };
  });

  const { refund, payment } = pending;
  let answer;
  try {
    answer = await refundPayment(
      {
        payment,
        requestId: refund.requestId,
        kind: refund.kind,
        amountVnd: refund.amountVnd,
        createdBy: by === 'system' ? 'system' : by.email,
      },
      { ip: context.ip },
    );
  } catch (error) {
    await refundRepository.settle(refund.id, { status: 'failed', responseCode: null, settledAt: new Date() });
    if (error instanceof GatewayUnreachableError) {
      context.log.warn({ orderId, err: error }, 'refund: the gateway gave no answer');
      throw new AppError('PAYMENT_GATEWAY_ERROR', 'The payment gateway did not answer; nothing was refunded.');
    }
    throw error;
  }
  const code = answer.fields.vnp_ResponseCode ?? '';
  const done = answer.trusted && code === '00';
  await recordPaymentEvent(
    {
      kind: 'refund',
      fields: answer.fields,
      signatureValid: answer.trusted,
      outcome: done ? `refunded ${refund.amountVnd}` : `refused ${code || '(no code)'}`,
    },
    context.log,
  );

  const revoked = await getDb().transaction(async (tx) => {
    const order = (await orderRepository.lockById(orderId, tx))!;
    await refundRepository.settle(
      refund.id,
      { status: done ? 'succeeded' : 'failed', responseCode: code || null, settledAt: new Date() },
      tx,
    );
    let taken: Revoked | null = null;
    if (done) {
      await orderRepository.addRefunded(order.id, refund.amountVnd, refund.kind === 'full', tx);
      if (refund.kind === 'full') taken = await revokeOrder(order, await orderRepository.listItems([order.id], tx), tx);
    }
    if (by !== 'system') {
      await recordAudit(tx, by, {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: { status: order.status, refunded_vnd: order.refundedVnd },
        after: {
          outcome: done ? 'refunded' : 'refused',
          gateway_code: code || null,
          kind: refund.kind,
          amount_vnd: refund.amountVnd,
          reason: refund.reason,
          revoked: taken,
        },
      });
    }
    return taken;
  });
  if (revoked?.stockItems) stockChanged();

  if (!done) {
    context.log.warn({ orderId, code, trusted: answer.trusted }, 'refund refused or unverified');
    throw new AppError(
      'PAYMENT_GATEWAY_ERROR',
      answer.trusted
        ? `The gateway refused the refund (code ${code}); nothing was refunded.`
        : "The gateway's answer failed its signature check; nothing was recorded as refunded.",
    );
  }
  context.log.info({ orderId, kind: refund.kind, amountVnd: refund.amountVnd }, 'order refunded');
  return { kind: refund.kind, amountVnd: refund.amountVnd, revoked };
}
