import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox gateway's own ledger: what it would know as VNPay, kept apart from
 * the shop's orders and payments. Its querydr and refund calls answer from here, so the
 * shop's gateway client is tested against a party with its own memory (a lost IPN leaves
 * the shop pending while the gateway knows the payment went through).
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  txnRef: text('txn_ref').primaryKey(),
  amountVnd: integer('amount_vnd').notNull(),
  orderInfo: text('order_info').notNull(),
  responseCode: text('response_code').notNull(),
  transactionStatus: text('transaction_status').notNull(),
  transactionNo: text('transaction_no').notNull(),
  bankCode: text('bank_code').notNull(),
  payDate: timestamp('pay_date', { withTimezone: true }).notNull(),
  /** Given back so far by refund calls. */
  refundedVnd: integer('refunded_vnd').notNull().default(0),
});

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
