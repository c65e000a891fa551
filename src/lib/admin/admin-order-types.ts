/**
 * The back office's order replies (DESIGN.md §9): an order with its buyer, what it bought
 * in both languages, every payment attempt and event the gateway sent, its refunds and what
 * it granted. Types only for browser code (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema, vndSchema } from '@/lib/api/reply-field-types';
import { ORDER_STATUSES, PAYMENT_GATEWAYS, PRODUCT_TYPES } from '@/lib/commerce/product-types';

const buyerSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() }).meta({ id: 'AdminOrderBuyer' });

export const adminOrderListItemSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    status: z.enum(ORDER_STATUSES),
    buyer: buyerSchema,
    total_vnd: vndSchema,
    refunded_vnd: vndSchema,
    item_count: z.int().min(1),
    first_item_title: z.string().describe("The first line's English title."),
    product_types: z.array(z.enum(PRODUCT_TYPES)).describe('The kinds of product the order holds.'),
    gateway: z
      .enum(PAYMENT_GATEWAYS)
      .nullable()
      .describe("The latest payment attempt's gateway; null when never sent."),
    created_at: timestampSchema,
    paid_at: timestampSchema.nullable(),
  })
  .meta({ id: 'AdminOrderListItem' });
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

const grantSchema = z
  .object({
    kind: z.enum(['enrolment', 'download', 'stock']),
    state: z
      .enum(['granted', 'revoked', 'not_granted'])
      .describe('granted: the buyer has it · revoked: taken back by a refund · not_granted: not (or not yet) given.'),
    count: z.int().min(0).describe('Stock: how many items were delivered (or flagged refunded).'),
  })
  .meta({ id: 'AdminOrderGrant' });

const adminOrderLineSchema = z
  .object({
    id: z.int(),
    product_type: z.enum(PRODUCT_TYPES),
    product_id: z.int(),
    slug: z.string(),
    title: z.object({ en: z.string(), vi: z.string() }),
    variant_label: z.object({ en: z.string(), vi: z.string() }).nullable(),
    price_vnd: vndSchema,
    duplicate: z.boolean().describe('Paid for while already owned: refunded automatically.'),
    version: z.string().nullable().describe('Source code: the version on sale when ordered.'),
    grant: grantSchema,
  })
  .meta({ id: 'AdminOrderLine' });
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

const paymentAttemptSchema = z
  .object({
    id: z.int(),
    gateway: z.enum(PAYMENT_GATEWAYS),
    txn_ref: z.string(),
    amount_vnd: vndSchema,
    status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
    response_code: z.string().nullable(),
    transaction_no: z.string().nullable(),
    bank_code: z.string().nullable(),
    note: z.string().nullable().describe("A manual payment's reason."),
    created_at: timestampSchema,
    confirmed_at: timestampSchema.nullable(),
    checked_at: timestampSchema.nullable().describe('When the gateway was last asked about it (querydr).'),
  })
  .meta({ id: 'AdminPaymentAttempt' });

const paymentEventSchema = z
  .object({
    id: z.int(),
    kind: z.enum(['ipn', 'return', 'querydr', 'refund']),
    txn_ref: z.string().nullable(),
    fields: z.record(z.string(), z.string()).describe('The raw signed fields, as received.'),
    signature_valid: z.boolean(),
    outcome: z.string(),
    received_at: timestampSchema,
  })
  .meta({ id: 'AdminPaymentEvent' });
export type AdminPaymentEvent = z.infer<typeof paymentEventSchema>;

const refundSchema = z
  .object({
    id: z.int(),
    kind: z.enum(['full', 'partial']),
    amount_vnd: vndSchema,
    reason: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    response_code: z.string().nullable(),
    by: z.string().nullable().describe("The admin's email; null when the server refunded on its own."),
    created_at: timestampSchema,
    settled_at: timestampSchema.nullable(),
  })
  .meta({ id: 'AdminRefund' });

export const adminOrderSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    status: z.enum(ORDER_STATUSES),
    locale: z.enum(['en', 'vi']),
    buyer: buyerSchema,
    total_vnd: vndSchema,
    refunded_vnd: vndSchema,
    refundable_vnd: vndSchema.describe('What a refund may still give back through the gateway (0: none).'),
    created_at: timestampSchema,
    expires_at: timestampSchema,
    paid_at: timestampSchema.nullable(),
    closed_at: timestampSchema.nullable(),
    lines: z.array(adminOrderLineSchema),
    payments: z.array(paymentAttemptSchema),
    events: z.array(paymentEventSchema),
    refunds: z.array(refundSchema),
    revealed: z
      .object({ by: z.string(), at: timestampSchema })
      .nullable()
      .describe('Who revealed the delivered stock, and when (once per order); null when nobody has.'),
    actions: z
      .object({
        reveal: z.boolean().describe('Stock was handed over and nobody has revealed it yet.'),
        check: z.boolean().describe('Pending with an attempt at the gateway: "Check with the gateway" applies.'),
        refund: z.boolean(),
        resend: z.boolean().describe('Paid: the receipt mail can be sent again.'),
        grant: z.boolean().describe('Not paid: it can be granted by hand (money received outside the gateway).'),
      })
      .describe('Which actions apply to the order now.'),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const gatewayCheckSchema = z
  .object({
    verdict: z
      .enum(['paid', 'not_paid', 'unreachable', 'nothing_to_check'])
      .describe(
        'paid: the gateway confirmed a payment and the order was settled · not_paid: no completed payment · ' +
          'unreachable: no usable answer · nothing_to_check: no attempt waits for the gateway.',
      ),
    order: adminOrderSchema,
  })
  .meta({ id: 'AdminGatewayCheck' });
export type GatewayCheck = z.infer<typeof gatewayCheckSchema>;

export const revealedStockSchema = z
  .object({
    lines: z.array(
      z.object({
        line_id: z.int(),
        items: z
          .array(z.array(z.object({ name: z.enum(['code', 'username', 'password']), value: z.string() })).nullable())
          .describe('One entry per item handed over: its fields, or null when it cannot be decrypted.'),
      }),
    ),
  })
  .meta({ id: 'AdminRevealedStock', description: "An order's handed-over stock items, shown once per order." });
export type RevealedStock = z.infer<typeof revealedStockSchema>;
