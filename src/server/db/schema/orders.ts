import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentLanguage } from './catalog';

/**
 * Orders and their payments (DESIGN.md §6). An order snapshots what was bought (title,
 * variant, price) so later catalogue changes never rewrite history; each attempt to pay
 * it at the gateway is a payment row with its own transaction reference (VNPay's
 * vnp_TxnRef must be new for every attempt).
 */

export const productType = pgEnum('product_type', ['SOURCE', 'COURSE', 'ACCOUNT_STORE']);
export type ProductType = (typeof productType.enumValues)[number];

/** pending → paid | failed | cancelled | expired; only the IPN (or a zero total) makes one paid. */
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'cancelled', 'expired']);
export type OrderStatus = (typeof orderStatus.enumValues)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human reference (receipts, support, vnp_OrderInfo). */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull().default('pending'),
    /** Integer VND, the sum of the items' prices, computed by the server. */
    totalVnd: integer('total_vnd').notNull(),
    /** The buyer's language when ordering: the receipt is written in it. */
    locale: contentLanguage('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An unpaid order expires then (and releases the stock it holds). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it left `pending` for failed, cancelled or expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_code_unique').on(table.code),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The expiry sweep reads only pending orders.
    index('orders_pending_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check('orders_total_not_negative', sql`${table.totalVnd} >= 0`),
    check('orders_paid_has_paid_at', sql`${table.status} <> 'paid' or ${table.paidAt} is not null`),
  ],
);

export type Order = typeof orders.$inferSelect;

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productType: productType('product_type').notNull(),
    /** The course, source-code or account-store product's id. */
    productId: integer('product_id').notNull(),
    /** Account store only: the variant bought and its combination key. */
    variantId: integer('variant_id'),
    combinationKey: text('combination_key'),
    // Snapshots, in both languages: the order reads the same whatever changes later.
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    variantLabelEn: text('variant_label_en'),
    variantLabelVi: text('variant_label_vi'),
    thumbnail: text('thumbnail').notNull(),
    priceVnd: integer('price_vnd').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId),
    check('order_items_price_not_negative', sql`${table.priceVnd} >= 0`),
    check(
      'order_items_variant_only_for_accounts',
      sql`(${table.productType} = 'ACCOUNT_STORE') = (${table.variantId} is not null)`,
    ),
  ],
);

export type OrderItem = typeof orderItems.$inferSelect;

export const paymentGateway = pgEnum('payment_gateway', ['vnpay', 'sandbox']);
export type PaymentGateway = (typeof paymentGateway.enumValues)[number];

export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed', 'cancelled']);
export type PaymentStatus = (typeof paymentStatus.enumValues)[number];

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: paymentGateway('gateway').notNull(),
    /** vnp_TxnRef: unique per attempt. */
    txnRef: text('txn_ref').notNull(),
    amountVnd: integer('amount_vnd').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    // What the gateway reported (IPN): kept for support and reconciliation.
    responseCode: text('response_code'),
    transactionStatus: text('transaction_status'),
    transactionNo: text('transaction_no'),
    bankCode: text('bank_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_txn_ref_unique').on(table.txnRef),
    index('payments_order_id_idx').on(table.orderId),
  ],
);

export type Payment = typeof payments.$inferSelect;
