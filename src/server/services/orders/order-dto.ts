import type { DeliveredField, OrderItemView, OrderSummary, OrderView } from '@/lib/commerce/order-types';
import type { Locale } from '@/lib/locales';
import { decryptStockSecret } from '../../commerce/stock-cipher';
import type { Order, OrderItem } from '../../db/schema/orders';
import type { DeliveredRow } from '../../repositories/account-store-repository';
import { isPayable } from './order-rules';
import { localized } from '../../i18n/localized';

/** Reply shapes of orders, in one language (src/lib/commerce/order-types.ts). */

export function toOrderSummary(order: Order, items: OrderItem[], language: Locale): OrderSummary {
  const first = items[0];
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    total_vnd: order.totalVnd,
    refunded_vnd: order.refundedVnd,
    item_count: items.length,
    first_item_title: first ? localized(first.titleEn, first.titleVi, language) : '',
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}

export function toOrderView(
  order: Order,
  items: OrderItem[],
  delivered: DeliveredRow[],
  language: Locale,
  options: { now: Date; gatewayAvailable: boolean },
): OrderView {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    total_vnd: order.totalVnd,
    refunded_vnd: order.refundedVnd,
    items: items.map((item) => toItemView(item, delivered, language)),
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    closed_at: order.closedAt?.toISOString() ?? null,
    can_pay: options.gatewayAvailable && isPayable(order, options.now),
  };
}

function toItemView(item: OrderItem, delivered: DeliveredRow[], language: Locale): OrderItemView {
  return {
    id: item.id,
    product_type: item.productType,
    product_id: item.productId,
    slug: item.slug,
    title: localized(item.titleEn, item.titleVi, language),
    variant_label: localized(item.variantLabelEn, item.variantLabelVi, language) ?? null,
    combination_key: item.combinationKey,
    thumbnail: item.thumbnail,
    price_vnd: item.priceVnd,
    version: item.version,
    duplicate: item.duplicate,
    delivered: delivered.filter((row) => row.orderItemId === item.id).map(deliveredFields),
  };
}

const FIELD_ORDER: DeliveredField['name'][] = ['code', 'username', 'password'];

/** A handed-over stock item, decrypted, as ordered fields; null when unreadable (another key). */
export function deliveredFields(row: DeliveredRow): DeliveredField[] | null {
  return parseDelivered(decryptStockSecret(row.secret, row.variantId));
}

/** A decrypted stock item (a JSON object of its fields) as ordered fields; null when unreadable. */
function parseDelivered(plaintext: string | null): DeliveredField[] | null {
  if (plaintext === null) return null;
  try {
    const value = JSON.parse(plaintext) as Record<string, unknown>;
    const fields = FIELD_ORDER.flatMap((name) =>
      typeof value[name] === 'string' ? [{ name, value: value[name] as string }] : [],
    );
    return fields.length > 0 ? fields : null;
  } catch {
    return null;
  }
}
