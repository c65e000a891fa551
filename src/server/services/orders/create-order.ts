import type { OrderView } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import type { CreateOrderInput } from '@/schemas/commerce';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import { env } from '../../env';
import type { Order, OrderItem } from '../../db/schema/orders';
import type { Executor } from '../../db/types';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { queueJob } from '../../jobs/job-queue';
import * as accountStoreRepository from '../../repositories/account-store-repository';
import * as orderRepository from '../../repositories/order-repository';
import * as userRepository from '../../repositories/user-repository';
import type { NewOrderItem } from '../../repositories/order-repository';
import { stockChanged } from '../account-store/account-store';
import { noteLowStock } from '../account-store/low-stock';
import { gatewayConfig } from '../../payments/gateway-config';
import { closeAsExpired } from './expire-orders';
import { grantOrder } from './grant-order';
import { newOrderCode } from './order-code';
import { toOrderView } from './order-dto';
import {
  ACCOUNT_HOLD_LIMITS,
  addressHoldLimits,
  holdLimitPassed,
  isPayable,
  MAX_OPEN_ORDERS,
  ORDER_TTL_MS,
  STOCK_HOLD_TTL_MS,
} from './order-rules';
import { resolveOrderLines } from './resolve-order-lines';

/**
 * POST /api/orders: places an order priced from the database. Account-store lines take
 * their item from the stock pool now (held until the order is paid, fails or expires),
 * so an order that could be placed can always be delivered. A zero total is paid and
 * granted at once, without the gateway. Asking again for exactly what an open order
 * holds returns that order instead of a second one (a "Buy" clicked twice), as long as it
 * can still be paid; one too close to its expiry is replaced. Stock held unpaid is limited
 * per account and per address (order-rules.ts), and such an order is held for less time.
 */
export async function createOrder(
  user: AuthUser,
  input: CreateOrderInput,
  language: Locale,
  { log, ip }: { log: Logger; ip: string },
): Promise<OrderView> {
  const now = new Date();
  const { lines, soldOut } = await resolveOrderLines(input.items, user);
  const total = lines.reduce((sum, line) => sum + line.priceVnd, 0);
  const wanted = lineKeys(lines);

  const outcome = await getDb().transaction(async (tx) => {
    // One order decision per buyer at a time: two "Buy" clicks racing would otherwise
    // both find no open order and place two, and a burst of different purchases would
    // all pass the open-order limit before any of them is stored.
    await userRepository.lockById(user.id, tx);
    const open = await orderRepository.listOpenByUser(user.id, now, tx);
    const openItems = await orderRepository.listItems(
      open.map((order) => order.id),
      tx,
    );
    const itemsOf = (order: Order) => openItems.filter((item) => item.orderId === order.id);
    const samePurchase = open.filter((order) => lineKeys(itemsOf(order)) === wanted);
    const payable = samePurchase.find((order) => isPayable(order, now));
    if (payable) return { kind: 'existing' as const, order: payable, items: itemsOf(payable) };
    // What is left of the same purchase is too close to its expiry to be paid: such an
    // order is replaced by the new one, and the stock it holds (perhaps the last item)
    // passes to it.
    const replaced = samePurchase;
    if (soldOut !== null && replaced.length === 0) {
      throw new AppError('OUT_OF_STOCK', `items.${soldOut}: This option is out of stock.`);
    }
    if (open.length - replaced.length >= MAX_OPEN_ORDERS) {
      throw new AppError(
        'RATE_LIMITED',
        `You have ${open.length} unpaid orders: pay one, or wait until they expire (30 minutes).`,
      );
    }

    await checkHoldLimits(
      lines,
      openItems.filter((item) => !replaced.some((order) => order.id === item.orderId)),
      ip,
      now,
      tx,
    );

    for (const order of replaced) await closeAsExpired(order.id, now, tx, { onlyWhenDue: false });
    const placed = await placeOrder(user, lines, total, language, ip, now, tx);
    const lowStock = await noteLowStock(
      lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
      now,
      tx,
    );
    return { kind: 'created' as const, ...placed, lowStock };
  });

  const gatewayAvailable = gatewayConfig() !== null;
  if (outcome.kind === 'existing') {
    return toOrderView(outcome.order, outcome.items, [], language, { now, gatewayAvailable });
  }
  if (outcome.order.status === 'paid') {
    await queueJob('order-receipt', { orderId: outcome.order.id });
  }
  if (outcome.lowStock.length > 0) {
    await queueJob('low-stock-mail', { alerts: outcome.lowStock });
  }
  log.info({ orderId: outcome.order.id, total, items: lines.length }, 'order placed');
  const delivered =
    outcome.order.status === 'paid'
      ? await accountStoreRepository.listDelivered(outcome.items.map((item) => item.id))
      : [];
  return toOrderView(outcome.order, outcome.items, delivered, language, { now, gatewayAvailable });
}

/**
 * Stores the order with its lines, takes each account-store line's item from the stock
 * pool, and pays and grants a zero total at once.
 */
async function placeOrder(
  user: AuthUser,
  lines: NewOrderItem[],
  total: number,
  language: Locale,
  ip: string,
  now: Date,
  tx: Executor,
): Promise<{ order: Order; items: OrderItem[] }> {
  const holdsStock = lines.some((line) => line.variantId !== null);
  let saved: Awaited<ReturnType<typeof orderRepository.create>> = null;
  // Codes are random (32^8): a clash is unlikely, and a second draw settles it.
  for (let attempt = 0; attempt < 3 && !saved; attempt += 1) {
    saved = await orderRepository.create(
      {
        code: newOrderCode(),
        userId: user.id,
        totalVnd: total,
        locale: language,
        expiresAt: new Date(now.getTime() + (holdsStock ? STOCK_HOLD_TTL_MS : ORDER_TTL_MS)),
        clientIp: ip,
      },
      lines,
      tx,
    );
  }
  if (!saved) throw new Error('no free order code after 3 draws');
  for (const item of saved.items) {
    if (item.variantId === null) continue;
    if (!(await accountStoreRepository.reserveStock(item.variantId, item.id, tx))) {
      throw new AppError('OUT_OF_STOCK', `items.${item.position}: This option has just sold out.`);
    }
  }
  if (saved.items.some((item) => item.variantId !== null)) stockChanged();
  if (total === 0) {
    await orderRepository.markPaid(saved.order.id, now, tx);
    await grantOrder(saved.order, saved.items, now, tx);
    return { order: { ...saved.order, status: 'paid', paidAt: now }, items: saved.items };
  }
  return saved;
}

/**
 * Refuses an order whose account-store lines would take the stock held unpaid past its
 * limits: the caller's own (`heldItems`, their other open orders, read under their
 * lock) and their address's, counted under a lock on the address so two accounts behind it
 * cannot both pass at once.
 */
async function checkHoldLimits(
  lines: NewOrderItem[],
  heldItems: OrderItem[],
  ip: string,
  now: Date,
  tx: Executor,
): Promise<void> {
  const adding = lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  if (adding.length === 0) return;
  const held = new Map<number, number>();
  for (const item of heldItems) {
    if (item.variantId !== null) held.set(item.variantId, (held.get(item.variantId) ?? 0) + 1);
  }
  const own = holdLimitPassed(held, adding, ACCOUNT_HOLD_LIMITS);
  const byAddress = own
    ? null
    : holdLimitPassed(
        await orderRepository.lockAndCountHeldByAddress(ip, now, tx),
        adding,
        addressHoldLimits(env.STOCK_HOLDS_PER_ADDRESS),
      );
  const passed = own ?? byAddress;
  if (!passed) return;
  const who = own ? 'You hold' : 'Your network address holds';
  throw new AppError(
    'HOLD_LIMIT_REACHED',
    passed.variantId === null
      ? `${who} too many items in unpaid orders (at most ${passed.limit} at once): pay for them, or wait until they expire.`
      : `${who} too many of this option in unpaid orders (at most ${passed.limit}): pay for them, or wait until they expire.`,
  );
}

/** What a set of lines buys, independent of order: two orders with the same key are the same purchase. */
function lineKeys(lines: (NewOrderItem | OrderItem)[]): string {
  return lines
    .map((line) => `${line.productType}:${line.productId}:${line.variantId ?? ''}`)
    .sort()
    .join('|');
}
