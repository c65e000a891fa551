import { logger } from '../../http/logger';
import { isGatewayConfigured } from '../../payments/gateway-config';
import * as orderRepository from '../../repositories/order-repository';
import * as paymentRepository from '../../repositories/payment-repository';
import { checkWithGateway } from './check-with-gateway';

/**
 * An order pending this long with an open attempt has likely lost its IPN.
 * @internal exported for the tests
 */
export const STALE_AFTER_MS = 15 * 60_000;
/** Each open attempt is asked about at most this often. */
const RECHECK_AFTER_MS = 5 * 60_000;
const BATCH = 20;
/** The sweep's own address in the calls (VNPay asks for the caller's IP). */
const SERVER_IP = '127.0.0.1';

/**
 * Asks the gateway about orders pending for more than 15 minutes whose IPN never came
 * (the gateway's notices can be lost), settling those it says are paid. Several server
 * processes sweeping at once is harmless: settling holds the order's lock and is exactly
 * once. How many orders turned out paid.
 */
export async function checkStalePayments(now = new Date()): Promise<number> {
  if (!isGatewayConfigured()) return 0;
  const ids = await paymentRepository.listStaleOrderIds(
    new Date(now.getTime() - STALE_AFTER_MS),
    new Date(now.getTime() - RECHECK_AFTER_MS),
    BATCH,
  );
  let paid = 0;
  for (const id of ids) {
    const order = await orderRepository.findById(id);
    if (!order) continue;
    const verdict = await checkWithGateway(order, { ip: SERVER_IP, log: logger });
    if (verdict === 'paid') paid += 1;
  }
  if (paid > 0) logger.warn({ paid }, 'pending orders found paid at the gateway (their IPN was lost)');
  return paid;
}
