import { formatCurrency } from '@/lib/format/currency';
import { isAppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { localized } from '../../i18n/localized';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { duplicateRefundMail } from '../../mail/templates/duplicate-refund-mail';
import * as orderRepository from '../../repositories/order-repository';
import * as userRepository from '../../repositories/user-repository';
import { refundOrder } from './refund-order';

/** The server's own address in the gateway call (VNPay asks for the caller's IP). */
const SERVER_IP = '127.0.0.1';

/**
 * After a payment confirmed lines the buyer already owned (flagged `duplicate` when it was
 * settled): refunds their price through the gateway (a partial refund, or a full one when
 * every line was a duplicate) and tells the buyer by mail. When the gateway refuses, the
 * mail says the team will refund by hand, and the order's page shows the flagged lines.
 */
export async function refundDuplicates(orderId: string, log: Logger): Promise<void> {
  const order = await orderRepository.findById(orderId);
  if (!order) return;
  const duplicates = (await orderRepository.listItems([order.id])).filter((item) => item.duplicate);
  const amountVnd = duplicates.reduce((sum, item) => sum + item.priceVnd, 0);
  if (amountVnd === 0) return;
  const titles = duplicates.map((item) => localized(item.titleEn, item.titleVi, order.locale));
  let refunded = true;
  try {
    await refundOrder(
      order.id,
      { amountVnd, reason: `Already owned when paid: ${duplicates.map((item) => item.titleEn).join(', ')}` },
      'system',
      { ip: SERVER_IP, log },
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    refunded = false;
    log.error({ orderId, err: error }, 'the automatic refund of already-owned lines failed: refund it by hand');
  }
  const user = await userRepository.findById(order.userId);
  if (!user) return;
  const message = duplicateRefundMail(order.locale, user, {
    code: order.code,
    lines: duplicates.map((item, index) => `${titles[index]}: ${formatCurrency(item.priceVnd)}`),
    amount: formatCurrency(amountVnd),
    refunded,
    link: appLink(order.locale, `/profile/orders/${order.id}`),
  });
  await sendMail(message, { log });
}
