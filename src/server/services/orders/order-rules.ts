/** The commerce rules' numbers, in one place (README "Orders and payment"). */

/** An unpaid order expires this long after it was placed. */
export const ORDER_TTL_MS = 30 * 60 * 1000;
/**
 * An unpaid order holding account-store stock expires sooner: held items are off sale for
 * everyone else. 15 minutes is VNPay's own payment-page timeout, so the gateway allows it.
 */
export const STOCK_HOLD_TTL_MS = 15 * 60 * 1000;
/**
 * The gateway is told to stop taking the payment this long before the order expires, so an
 * IPN for a payment made in time always finds the order still pending.
 */
const PAYMENT_MARGIN_MS = 5 * 60 * 1000;
/** A payment needs at least this long at the gateway; later, the buyer places a new order. */
const MIN_PAYMENT_WINDOW_MS = 60 * 1000;
/** Unpaid orders a buyer may have open at once (each may hold stock). */
export const MAX_OPEN_ORDERS = 5;

/**
 * Stock one account may hold in unpaid orders, per option and in all. Held items are off
 * sale until paid or released, so without a limit one buyer could take most of a product
 * off the shelf for the length of a hold.
 */
export const ACCOUNT_HOLD_LIMITS = { perVariant: 2, total: 5 } as const;

/**
 * What one client address may hold (several accounts behind it): STOCK_HOLDS_PER_ADDRESS in
 * all (10 unless configured: a school behind one address may need more), and 40% of that
 * of one option, never less than an account may.
 */
export function addressHoldLimits(total: number): { perVariant: number; total: number } {
  return { perVariant: Math.max(ACCOUNT_HOLD_LIMITS.perVariant, Math.floor(total * 0.4)), total };
}

/** Items held per variant → the first limit a new order's lines would pass, or null. */
export function holdLimitPassed(
  held: Map<number, number>,
  adding: number[],
  limits: { perVariant: number; total: number },
): { variantId: number | null; limit: number } | null {
  const after = new Map(held);
  for (const variantId of adding) after.set(variantId, (after.get(variantId) ?? 0) + 1);
  for (const variantId of new Set(adding)) {
    if (after.get(variantId)! > limits.perVariant) return { variantId, limit: limits.perVariant };
  }
  const total = [...after.values()].reduce((sum, count) => sum + count, 0);
  return adding.length > 0 && total > limits.total ? { variantId: null, limit: limits.total } : null;
}

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
