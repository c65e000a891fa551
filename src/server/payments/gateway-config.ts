import { createHmac } from 'node:crypto';
import type { Locale } from '@/lib/locales';
import { env, type Env } from '../env';
import { appLink } from '../mail/app-link';
import { answerSandboxCall } from './sandbox-merchant-api';
import { merchantFieldsOf, type MerchantFields } from './vnpay-merchant-api';

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
  /**
   * Sends a signed merchant API call (querydr, refund) and hands back the answer's fields:
   * over HTTPS to VNPay, or to the sandbox in process (through JSON, as on the wire).
   * Throws GatewayUnreachableError when there is no usable answer.
   */
  callMerchantApi: (body: MerchantFields) => Promise<MerchantFields>;
}

/** VNPay answers in a second or two; a call that hangs must not hold an admin's request. */
const MERCHANT_API_TIMEOUT_MS = 15_000;

const SANDBOX_TMN_CODE = 'LEARNHUB';

export function gatewayConfig(source: Env = env): GatewayConfig | null {
  if (source.VNPAY_TMN_CODE && source.VNPAY_HASH_SECRET) {
    return {
      kind: 'vnpay',
      tmnCode: source.VNPAY_TMN_CODE,
      hashSecret: source.VNPAY_HASH_SECRET,
      paymentUrl: () => source.VNPAY_PAYMENT_URL,
      callMerchantApi: (body) => postMerchantApi(source.VNPAY_API_URL, body),
    };
  }
  if (!isSandboxAllowed(source)) return null;
  // Its own key, not AUTH_SECRET itself: a signed payment URL must never be usable as anything else.
  const hashSecret = createHmac('sha256', source.AUTH_SECRET).update('learnhub:payment-sandbox:v1').digest('hex');
  return {
    kind: 'sandbox',
    tmnCode: SANDBOX_TMN_CODE,
    hashSecret,
    paymentUrl: (locale) => appLink(locale, '/payment/sandbox'),
    callMerchantApi: async (body) => {
      const answer = await answerSandboxCall(JSON.parse(JSON.stringify(body)), {
        tmnCode: SANDBOX_TMN_CODE,
        hashSecret,
      });
      return merchantFieldsOf(JSON.parse(JSON.stringify(answer))) ?? {};
    },
  };
}

/** Thrown when the gateway's merchant API gives no usable answer (network, HTTP status, not JSON). */
export class GatewayUnreachableError extends Error {}

async function postMerchantApi(url: string, body: MerchantFields): Promise<MerchantFields> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(MERCHANT_API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new GatewayUnreachableError(`the gateway could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new GatewayUnreachableError(`the gateway answered HTTP ${response.status}`);
  const fields = merchantFieldsOf(await response.json().catch(() => null));
  if (!fields) throw new GatewayUnreachableError('the gateway answered something that is not its JSON');
  return fields;
}

function isSandboxAllowed(source: Env): boolean {
  const realDeployment = source.NODE_ENV === 'production' && source.DATABASE_URL !== undefined;
  return !realDeployment || source.PAYMENT_SANDBOX;
}

/** True when some gateway takes payments. */
export function isGatewayConfigured(source: Env = env): boolean {
  return gatewayConfig(source) !== null;
}

/** True when the sandbox gateway is the one taking payments (its page and API answer only then). */
export function isSandboxActive(source: Env = env): boolean {
  return gatewayConfig(source)?.kind === 'sandbox';
}
