import type { AdminOrder, AdminOrderLine } from '@/lib/admin/admin-order-types';
import type { Order, OrderItem } from '../../../db/schema/orders';
import { AppError } from '../../../http/app-error';
import * as adminOrderRepository from '../../../repositories/admin-order-repository';
import * as auditLogRepository from '../../../repositories/audit-log-repository';
import type { OrderGrants } from '../../../repositories/admin-order-repository';
import * as orderRepository from '../../../repositories/order-repository';
import * as paymentEventRepository from '../../../repositories/payment-event-repository';
import * as paymentRepository from '../../../repositories/payment-repository';
import * as refundRepository from '../../../repositories/refund-repository';
import * as userRepository from '../../../repositories/user-repository';
import { REVEAL_ACTION } from './reveal-delivered-stock';

/** GET /api/admin/orders/{id} and /admin/orders/[id]: an order and everything that happened to it. */
export async function getAdminOrder(orderId: string): Promise<AdminOrder> {
  const order = await orderRepository.findById(orderId);
  if (!order) throw new AppError('NOT_FOUND', 'No such order.');
  const [buyer, items, attempts, events, refunds, grants, revealed] = await Promise.all([
    adminOrderRepository.findBuyer(order.userId),
    orderRepository.listItems([order.id]),
    paymentRepository.listByOrder(order.id),
    paymentEventRepository.listByOrder(order.id),
    refundRepository.listByOrder(order.id),
    adminOrderRepository.findGrants(order),
    auditLogRepository.findFirst({ action: REVEAL_ACTION, entityType: 'order', entityId: order.id }),
  ]);
  const actorIds = [...new Set(refunds.flatMap((refund) => (refund.actorId ? [refund.actorId] : [])))];
  const actors = new Map(
    (await Promise.all(actorIds.map((id) => userRepository.findById(id)))).flatMap((user) =>
      user ? [[user.id, user.email] as const] : [],
    ),
  );
  const paid = attempts.find((attempt) => attempt.status === 'succeeded');
  const refundable =
    order.status === 'paid' && paid && paid.gateway !== 'manual' ? paid.amountVnd - order.refundedVnd : 0;
  const pendingRefund = refunds.some((refund) => refund.status === 'pending');
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    locale: order.locale,
    buyer: buyer ?? { id: order.userId, email: '', name: '' },
    total_vnd: order.totalVnd,
    refunded_vnd: order.refundedVnd,
    refundable_vnd: refundable,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    closed_at: order.closedAt?.toISOString() ?? null,
    lines: items.map((item) => toLine(order, item, grants)),
    payments: attempts.map((attempt) => ({
      id: attempt.id,
      gateway: attempt.gateway,
      txn_ref: attempt.txnRef,
      amount_vnd: attempt.amountVnd,
      status: attempt.status,
      response_code: attempt.responseCode,
      transaction_no: attempt.transactionNo,
      bank_code: attempt.bankCode,
      note: attempt.note,
      created_at: attempt.createdAt.toISOString(),
      confirmed_at: attempt.confirmedAt?.toISOString() ?? null,
      checked_at: attempt.checkedAt?.toISOString() ?? null,
    })),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      txn_ref: event.txnRef,
      fields: event.fields,
      signature_valid: event.signatureValid,
      outcome: event.outcome,
      received_at: event.receivedAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      kind: refund.kind,
      amount_vnd: refund.amountVnd,
      reason: refund.reason,
      status: refund.status,
      response_code: refund.responseCode,
      by: refund.actorId ? (actors.get(refund.actorId) ?? null) : null,
      created_at: refund.createdAt.toISOString(),
      settled_at: refund.settledAt?.toISOString() ?? null,
    })),
    revealed: revealed ? { by: revealed.actorEmail, at: revealed.createdAt.toISOString() } : null,
    actions: {
      reveal: !revealed && grants.stock.some((row) => row.status === 'delivered' || row.status === 'refunded'),
      check: order.status === 'pending' && attempts.some((a) => a.status === 'pending' && a.gateway !== 'manual'),
      refund: refundable > 0 && !pendingRefund,
      resend: order.status === 'paid',
      grant: isGrantable(order, items),
    },
  };
}

/** Pending, or closed unpaid without account-store lines (their held stock went back to the pool). */
export function isGrantable(order: Order, items: OrderItem[]): boolean {
  if (order.status === 'pending') return true;
  if (order.status === 'paid' || order.status === 'refunded') return false;
  return items.every((item) => item.productType !== 'ACCOUNT_STORE');
}

function toLine(order: Order, item: OrderItem, grants: OrderGrants): AdminOrderLine {
  const revokedState = order.status === 'refunded' ? 'revoked' : 'not_granted';
  let grant: AdminOrderLine['grant'];
  switch (item.productType) {
    case 'COURSE':
      grant = {
        kind: 'enrolment',
        state: grants.enrolledCourseIds.includes(item.productId) ? 'granted' : revokedState,
        count: 0,
      };
      break;
    case 'SOURCE':
      grant = {
        kind: 'download',
        state: grants.downloadIds.includes(item.productId) ? 'granted' : revokedState,
        count: 0,
      };
      break;
    case 'ACCOUNT_STORE': {
      const rows = grants.stock.filter((row) => row.orderItemId === item.id);
      const delivered = rows.find((row) => row.status === 'delivered')?.count ?? 0;
      const refunded = rows.find((row) => row.status === 'refunded')?.count ?? 0;
      grant = {
        kind: 'stock',
        state: delivered > 0 ? 'granted' : refunded > 0 ? 'revoked' : 'not_granted',
        count: delivered + refunded,
      };
      break;
    }
  }
  return {
    id: item.id,
    product_type: item.productType,
    product_id: item.productId,
    slug: item.slug,
    title: { en: item.titleEn, vi: item.titleVi },
    variant_label:
      item.variantLabelEn !== null ? { en: item.variantLabelEn, vi: item.variantLabelVi ?? item.variantLabelEn } : null,
    price_vnd: item.priceVnd,
    duplicate: item.duplicate,
    version: item.version,
    grant,
  };
}
