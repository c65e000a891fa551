import { env } from '../env';
import { logger } from '../http/logger';
import { gatewayConfig } from './gateway-config';

/** Says at start which gateway takes payments, loudly when it is not a real one. */
export function warnAboutPaymentGateway(): void {
  const config = gatewayConfig();
  if (!config) {
    logger.warn('payments: no VNPay settings (VNPAY_TMN_CODE, VNPAY_HASH_SECRET): paid orders cannot be paid');
  } else if (config.kind === 'sandbox' && env.NODE_ENV === 'production') {
    logger.warn('payments: the sandbox gateway is taking payments (simulated, no money moves); set VNPAY_* to sell');
  } else {
    logger.info({ gateway: config.kind }, 'payments ready');
  }
}
