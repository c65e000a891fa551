import type { PaymentResultView } from '@/lib/commerce/order-types';
import { isAppError } from '../../http/app-error';
import { gatewayConfig, isSandboxActive } from '../../payments/gateway-config';
import { vnpParamsOf, type VnpParams } from '../../payments/vnpay-signature';
import { readSandboxRequest } from './decide-sandbox-payment';
import { readPaymentResult } from './read-payment-result';

type Query = Record<string, string | string[] | undefined>;

/** The payment result page's data: the verified result, or null when the reply does not verify. */
export async function loadPaymentResult(query: Query): Promise<PaymentResultView | null> {
  const params = vnpParamsOf(query);
  if (!params) return null;
  try {
    return await readPaymentResult(params);
  } catch (error) {
    if (isAppError(error) && (error.code === 'PAYMENT_INVALID_SIGNATURE' || error.code === 'NOT_FOUND')) return null;
    throw error;
  }
}

/** The sandbox page's data; null (a 404) when the sandbox is not the gateway. */
export function loadSandboxRequest(query: Query): {
  request: { amountVnd: number; orderInfo: string; txnRef: string; expiresAt: string | null } | null;
  params: VnpParams;
  merchant: string;
} | null {
  if (!isSandboxActive()) return null;
  const params = vnpParamsOf(query) ?? {};
  const request = readSandboxRequest(params);
  return {
    request: request && { ...request, expiresAt: request.expiresAt?.toISOString() ?? null },
    params,
    merchant: gatewayConfig()!.tmnCode,
  };
}
