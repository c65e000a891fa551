/**
 * The order and payment reply shapes (DESIGN.md §6), snake_case like the rest of the API,
 * in the reply's language. Built by src/server/services/orders, read by the pages.
 */
import type { OrderStatus, ProductType } from './product-types';
import type { VnpayResponseCode } from './vnpay-response-codes';

/** One field of a delivered stock item: an activation code, or a login and password. */
export interface DeliveredField {
  name: 'code' | 'username' | 'password';
  value: string;
}

export interface OrderItemView {
  id: number;
  product_type: ProductType;
  product_id: number;
  slug: string;
  title: string;
  /** Account store: the chosen option values, e.g. "12 months · Family". */
  variant_label: string | null;
  combination_key: string | null;
  thumbnail: string;
  price_vnd: number;
  /**
   * Account store, once paid: what was delivered, one entry per item (null when it could
   * not be decrypted — the key changed; support can resend it).
   */
  delivered: (DeliveredField[] | null)[];
}

export interface OrderSummary {
  id: string;
  code: string;
  status: OrderStatus;
  total_vnd: number;
  item_count: number;
  /** The first item's title, for lists. */
  first_item_title: string;
  created_at: string;
  paid_at: string | null;
}

export interface OrderView {
  id: string;
  code: string;
  status: OrderStatus;
  total_vnd: number;
  items: OrderItemView[];
  created_at: string;
  /** An unpaid order expires at this moment. */
  expires_at: string;
  paid_at: string | null;
  closed_at: string | null;
  /** True while the order waits for payment and can still be sent to the gateway. */
  can_pay: boolean;
}

export interface PaymentStart {
  payment_url: string;
  /** The gateway accepts the payment until then. */
  expires_at: string;
}

/** What the gateway's return URL tells, once its signature is verified (payment result page). */
export interface PaymentResultView {
  order_id: string;
  order_code: string;
  /** The order's state in the database (the IPN's verdict), not the browser's claim. */
  status: OrderStatus;
  amount_vnd: number;
  response_code: VnpayResponseCode;
  transaction_no: string | null;
  bank_code: string | null;
}
