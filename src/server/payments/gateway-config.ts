import { createHmac } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import { env, type Env } from '../env';
import { appLink } from '../mail/app-link';

/**
 * Which gateway takes payments (README "Configuration"):
 * - VNPay when VNPAY_TMN_CODE and VNPAY_HASH_SECRET are set;
 * - otherwise the built-in sandbox (/payment/sandbox), which speaks the same protocol with
 *   a secret derived from AUTH_SECRET — in development, tests and the embedded demo, and in
 *   production on PostgreSQL only with PAYMENT_SANDBOX=true;
 * - otherwise none: paid orders cannot be paid (503 PAYMENT_UNAVAILABLE).
 * env.ts refuses PAYMENT_SANDBOX=true next to VNPay settings, so the two never coexist.
 */
export interface GatewayConfig {
  kind: 'vnpay' | 'sandbox';
  tmnCode: string;
  hashSecret: string;
  /** The page the buyer is sent to, in their language where the gateway is ours. */
  paymentUrl: (locale: Locale) => string;
}

const SANDBOX_TMN_CODE = 'LEARNHUB';

export function gatewayConfig(source: Env = env): GatewayConfig | null {
  if (source.VNPAY_TMN_CODE && source.VNPAY_HASH_SECRET) {
    return {
      kind: 'vnpay',
      tmnCode: source.VNPAY_TMN_CODE,
      hashSecret: source.VNPAY_HASH_SECRET,
      paymentUrl: () => source.VNPAY_PAYMENT_URL,
    };
  }
  if (!isSandboxAllowed(source)) return null;
  return {
    kind: 'sandbox',
    tmnCode: SANDBOX_TMN_CODE,
    // Its own key, not AUTH_SECRET itself: a signed payment URL must never be usable as anything else.
    hashSecret: createHmac('sha256', source.AUTH_SECRET).update('learnhub:payment-sandbox:v1').digest('hex'),
    paymentUrl: (locale) => appLink(locale, '/payment/sandbox'),
  };
}

function isSandboxAllowed(source: Env): boolean {
  const realDeployment = source.NODE_ENV === 'production' && source.DATABASE_URL !== undefined;
  return !realDeployment || source.PAYMENT_SANDBOX;
}

/** True when the sandbox gateway is the one taking payments (its page and API answer only then). */
export function isSandboxActive(source: Env = env): boolean {
  return gatewayConfig(source)?.kind === 'sandbox';
}
