/** The commerce rules' numbers, in one place (README "Orders and payment"). */

/** An unpaid order expires this long after it was placed, releasing the stock it holds. */
export const ORDER_TTL_MS = 30 * 60 * 1000;
/**
 * The gateway is told to stop taking the payment this long before the order expires, so an
 * IPN for a payment made in time always finds the order still pending.
 */
const PAYMENT_MARGIN_MS = 5 * 60 * 1000;
/** A payment needs at least this long at the gateway; later, the buyer places a new order. */
const MIN_PAYMENT_WINDOW_MS = 60 * 1000;
/** Unpaid orders a buyer may have open at once (each may hold stock). */
export const MAX_OPEN_ORDERS = 5;

/** The moment the gateway stops accepting a payment of an order. */
export function paymentDeadline(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - PAYMENT_MARGIN_MS);
}

export function isPayable(order: { status: string; totalVnd: number; expiresAt: Date }, now: Date): boolean {
  return (
    order.status === 'pending' &&
    order.totalVnd > 0 &&
    paymentDeadline(order.expiresAt).getTime() - now.getTime() >= MIN_PAYMENT_WINDOW_MS
  );
}
