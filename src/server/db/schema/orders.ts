import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * pending → paid | failed | cancelled | expired; paid → refunded (a full refund). Only a
 * confirmed payment (the IPN, a gateway check, an admin's manual grant) or a zero total
 * makes one paid.
 */
export const orderStatus = pgEnum('order_status', ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded']);
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
    /** Integer VND given back through the gateway so far (refunds that succeeded). */
    refundedVnd: integer('refunded_vnd').notNull().default(0),
    /** The address the order was placed from: stock held unpaid is limited per address too. */
    clientIp: text('client_ip'),
  },
  (table) => [
    uniqueIndex('orders_code_unique').on(table.code),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    // The expiry sweep reads only pending orders.
    index('orders_pending_expires_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    // Sales reports read paid orders by the day they were paid: the amounts and the id ride
    // along, so the per-day figures (and the join to the lines) read the index alone.
    index('orders_paid_at_idx')
      .on(table.paidAt, table.totalVnd, table.refundedVnd, table.id)
      .where(sql`${table.paidAt} is not null`),
    // The orders export reads a window by creation time, in (created_at, id) order, a batch
    // after another (keyset paging).
    index('orders_created_at_idx').on(table.createdAt, table.id),
    // The hold limit per address counts its open orders.
    index('orders_pending_client_ip_idx')
      .on(table.clientIp)
      .where(sql`${table.status} = 'pending'`),
    check('orders_total_not_negative', sql`${table.totalVnd} >= 0`),
    check('orders_paid_has_paid_at', sql`${table.status} <> 'paid' or ${table.paidAt} is not null`),
    check('orders_refund_within_total', sql`${table.refundedVnd} between 0 and ${table.totalVnd}`),
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
    /**
     * Paid for while the buyer already owned it (two pending orders for one product): the
     * line was refunded automatically when the payment was confirmed.
     */
    duplicate: boolean('duplicate').notNull().default(false),
    /** Source code only: the version on sale when the order was placed (downloads are always the latest). */
    version: text('version'),
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

/** `manual`: money received outside the gateway (a bank transfer), recorded by an admin. */
export const paymentGateway = pgEnum('payment_gateway', ['vnpay', 'sandbox', 'manual']);
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
    /** A manual payment's reason, as the admin wrote it. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the gateway was last asked about this attempt (querydr): the sweep asks each one rarely. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_txn_ref_unique').on(table.txnRef),
    index('payments_order_id_idx').on(table.orderId),
  ],
);

export type Payment = typeof payments.$inferSelect;

/**
 * ipn / return: a result the gateway sent (server to server, or through the buyer's
 * browser); querydr / refund: the gateway's answer to a call of ours.
 */
export const paymentEventKind = pgEnum('payment_event_kind', ['ipn', 'return', 'querydr', 'refund']);
export type PaymentEventKind = (typeof paymentEventKind.enumValues)[number];

/**
 * Everything the gateway told us, as it came: the raw signed fields and whether their
 * signature held, kept for support and disputes ("I paid but got nothing"). Never updated.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the event names no order of ours (an unknown vnp_TxnRef, a forgery). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: paymentEventKind('kind').notNull(),
    txnRef: text('txn_ref'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** What we made of it: the IPN's RspCode, the check's verdict, the refund's outcome. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_order_idx').on(table.orderId, table.receivedAt)],
);

export type PaymentEvent = typeof paymentEvents.$inferSelect;

/** pending: asked of the gateway, no answer yet; it counts against what is left to refund. */
export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);
export type RefundStatus = (typeof refundStatus.enumValues)[number];

/** VNPay's vnp_TransactionType: 02 the whole amount, 03 part of it. */
export const refundKind = pgEnum('refund_kind', ['full', 'partial']);
export type RefundKind = (typeof refundKind.enumValues)[number];

/**
 * Money given back through the gateway's refund call. A row is written (pending) before
 * the call, under the order's lock, so two refunds racing each other cannot both fit in
 * what was paid; the gateway's answer settles it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment attempt refunded (its vnp_TxnRef and transaction number). */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** vnp_RequestId: unique per call. */
    requestId: text('request_id').notNull(),
    kind: refundKind('kind').notNull(),
    amountVnd: integer('amount_vnd').notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    responseCode: text('response_code'),
    /** Null for a refund the server made on its own (a line the buyer already owned). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refunds_request_id_unique').on(table.requestId),
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_positive', sql`${table.amountVnd} > 0`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
