import type { PaymentStart } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import type { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../http/logger';
import { appLink } from '../../mail/app-link';
import { gatewayConfig } from '../../payments/gateway-config';
import { formatVnpDate, signedUrl } from '../../payments/vnpay-signature';
import * as orderRepository from '../../repositories/order-repository';
import * as paymentRepository from '../../repositories/payment-repository';
import { alreadyOwned } from '../orders/already-owned';
import { findOwnOrder } from '../orders/get-order';
import { newTxnRef } from '../orders/order-code';
import { isPayable, paymentDeadline } from '../orders/order-rules';

/**
 * POST /api/orders/{id}/payment: a new attempt at paying the caller's pending order, and
 * the signed VNPay 2.1.0 URL to send them to (or the sandbox gateway's, same protocol).
 * The amount is the order's total from the database; the IPN checks it back.
 */
export async function startPayment(
  user: AuthUser,
  orderId: string,
  options: { language: Locale; ip: string; log: Logger },
): Promise<PaymentStart> {
  const order = await findOwnOrder(user, orderId);
  const now = new Date();
  if (!isPayable(order, now)) {
    throw new AppError(
      'ORDER_NOT_PAYABLE',
      `This order is ${order.status === 'pending' ? 'about to expire' : order.status}; place a new one.`,
    );
  }
  // Placing the order checked this too, but another order may have granted a line since
  // (the same course in two orders): paying again would charge for nothing.
  for (const item of await orderRepository.listItems([order.id])) {
    if (await alreadyOwned(user.id, item)) {
      throw new AppError('ALREADY_PURCHASED', `You already own "${item.titleEn}": place a new order without it.`);
    }
  }
  const config = gatewayConfig();
  if (!config) throw new AppError('PAYMENT_UNAVAILABLE', 'Online payment is not available at the moment.');

  let payment = null;
  for (let attempt = 0; attempt < 3 && !payment; attempt += 1) {
    payment = await paymentRepository.create({
      orderId: order.id,
      gateway: config.kind,
      txnRef: newTxnRef(),
      amountVnd: order.totalVnd,
      // The request's vnp_CreateDate: querydr and refund name the transaction by it.
      createdAt: now,
    });
  }
  if (!payment) throw new Error('no free transaction reference after 3 draws');

  const deadline = paymentDeadline(order.expiresAt);
  const params = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    // VNPay wants the amount × 100 (no decimal separator); VND has no minor unit.
    vnp_Amount: String(order.totalVnd * 100),
    vnp_CreateDate: formatVnpDate(now),
    vnp_CurrCode: 'VND',
    vnp_IpAddr: gatewayIp(options.ip),
    vnp_Locale: options.language === 'vi' ? 'vn' : 'en',
    // Shown to the buyer on the gateway's page, in their language. VNPay asks for no
    // diacritics and no special characters.
    vnp_OrderInfo: options.language === 'vi' ? `Thanh toan don hang ${order.code}` : `Payment for order ${order.code}`,
    vnp_OrderType: 'other',
    vnp_ReturnUrl: appLink(options.language, '/payment/result'),
    vnp_TxnRef: payment.txnRef,
    vnp_ExpireDate: formatVnpDate(deadline),
  };
  options.log.info({ orderId: order.id, txnRef: payment.txnRef, gateway: config.kind }, 'payment started');
  return {
    payment_url: signedUrl(config.paymentUrl(options.language), params, config.hashSecret),
    expires_at: deadline.toISOString(),
  };
}

/** The buyer's address as VNPay expects it: IPv4-mapped IPv6 (::ffff:1.2.3.4) written as IPv4. */
function gatewayIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
