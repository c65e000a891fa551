/**
 * The commerce calls the shop's pages make from the browser. The lists and product pages get
 * their data from the server services when they are rendered; these fill in what is per
 * viewer (owned or not, stock now) and run the buyer's actions.
 */
import type { AccountVariantProduct } from '@/lib/commerce/account-store-types';
import type { OrderSummary, OrderView, PaymentStart } from '@/lib/commerce/order-types';
import type { DownloadLink } from '@/lib/commerce/source-code-types';
import { toApiError } from '@/lib/api/api-error';
import { api, type Page } from '@/lib/api/client';

// GET /api/source-codes/slugs/{slug}/purchased-status
export async function sourceCodePurchased(slug: string): Promise<boolean> {
  const reply = await api.get<{ is_purchased: boolean }>(
    `/api/source-codes/slugs/${encodeURIComponent(slug)}/purchased-status`,
  );
  return reply.is_purchased;
}

// GET /api/source-codes/{id}/download-v2 – a signed link, valid 10 minutes; `limited` past
// the day's downloads (20), which the button explains (here, so the page carries no error code).
export async function downloadLink(id: number): Promise<DownloadLink | { limited: true }> {
  try {
    return await api.get<DownloadLink>(`/api/source-codes/${id}/download-v2`);
  } catch (error) {
    if (toApiError(error).error_code === 'DOWNLOAD_LIMIT_REACHED') return { limited: true };
    throw error;
  }
}

// GET /api/account-stores/{id}/product?combination_key=… – price and stock now.
export function accountVariant(id: number, combinationKey: string): Promise<AccountVariantProduct> {
  return api.get<AccountVariantProduct>(`/api/account-stores/${id}/product`, {
    params: { combination_key: combinationKey },
  });
}

// POST /api/orders/{id}/payment – the gateway URL for a new attempt at paying.
export function startPayment(orderId: string): Promise<PaymentStart> {
  return api.post<PaymentStart>(`/api/orders/${encodeURIComponent(orderId)}/payment`);
}

/** approve_without_notice: the money moves but the shop's IPN is lost (tries "check with the gateway"). */
export type SandboxDecision = 'approve' | 'cancel' | 'approve_without_notice';

// POST /api/payments/sandbox/decision – the sandbox gateway's approve / cancel.
export function sandboxDecision(
  params: Record<string, string>,
  decision: SandboxDecision,
): Promise<{ redirect_url: string }> {
  return api.post<{ redirect_url: string }>('/api/payments/sandbox/decision', { params, decision });
}

// GET /api/orders/me – the buyer's orders, a page at a time.
export function myOrders(page: number, pageSize: number): Promise<Page<OrderSummary[]>> {
  return api.getPage<OrderSummary[]>('/api/orders/me', { params: { page, page_size: pageSize } });
}

// POST /api/orders/{id}/check – asks the gateway whether a pending order was paid (its IPN is late).
export function checkPayment(orderId: string): Promise<OrderView> {
  return api.post<OrderView>(`/api/orders/${encodeURIComponent(orderId)}/check`);
}

// GET /api/orders/{id}
export function getOrder(orderId: string): Promise<OrderView> {
  return api.get<OrderView>(`/api/orders/${encodeURIComponent(orderId)}`);
}
