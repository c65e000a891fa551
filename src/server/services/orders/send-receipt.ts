import { formatCurrency } from '@/lib/format/currency';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { sendMail } from '../../mail/send-mail';
import { receiptMail } from '../../mail/templates/receipt-mail';
import * as orderRepository from '../../repositories/order-repository';
import * as userRepository from '../../repositories/user-repository';
import { localized } from '../../i18n/localized';

/**
 * Mails the buyer a receipt of a paid order, in the language they ordered in: what was
 * bought, the total, and the link to the order page (codes and downloads are there, behind
 * sign-in — never in the mail).
 */
export async function sendReceipt(orderId: string, log: Logger): Promise<void> {
  const order = await orderRepository.findById(orderId);
  if (!order || order.status !== 'paid') return;
  const [user, items] = await Promise.all([
    userRepository.findById(order.userId),
    orderRepository.listItems([order.id]),
  ]);
  if (!user) return;
  const link = appLink(order.locale, `/profile/orders/${order.id}`);
  const message = receiptMail(order.locale, user, {
    code: order.code,
    paidAt: order.paidAt ?? order.createdAt,
    total: formatCurrency(order.totalVnd),
    lines: items.map((item) => {
      const title = localized(item.titleEn, item.titleVi, order.locale);
      const variant = localized(item.variantLabelEn, item.variantLabelVi, order.locale);
      return `${variant ? `${title} (${variant})` : title}: ${formatCurrency(item.priceVnd)}`;
    }),
    link,
  });
  await sendMail(message, { log });
}
