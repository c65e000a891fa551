/**
 * The order and payment reply shapes (DESIGN.md §6), snake_case like the rest of the API,
 * in the reply's language. Built by src/server/services/orders and payments, read by the
 * pages. Zod schemas with their types inferred, documented by the API reference; browser
 * code imports the types only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { timestampSchema, vndSchema } from '@/lib/api/reply-field-types';
import { ORDER_STATUSES, PRODUCT_TYPES } from './product-types';
import { VNPAY_RESPONSE_CODES } from './vnpay-response-codes';

const deliveredFieldSchema = z.object({ name: z.enum(['code', 'username', 'password']), value: z.string() }).meta({
  id: 'DeliveredField',
  description: 'One field of a delivered stock item: an activation code, or a login and password.',
});
export type DeliveredField = z.infer<typeof deliveredFieldSchema>;

const orderItemViewSchema = z
  .object({
    id: z.int(),
    product_type: z.enum(PRODUCT_TYPES),
    product_id: z.int(),
    slug: z.string(),
    title: z.string(),
    variant_label: z
      .string()
      .nullable()
      .describe('Account store: the chosen option values, e.g. "12 months · Family".'),
    combination_key: z.string().nullable(),
    thumbnail: z.string(),
    price_vnd: vndSchema,
    version: z
      .string()
      .nullable()
      .describe('Source code: the version on sale when ordered (downloads are the latest).'),
    duplicate: z
      .boolean()
      .describe('Paid for while the buyer already owned it (another order gave it): refunded automatically.'),
    delivered: z
      .array(z.array(deliveredFieldSchema).nullable())
      .describe(
        'Account store, once paid: what was delivered, one entry per item (null when it could not be ' +
          'decrypted: the key changed; support can resend it).',
      ),
  })
  .meta({ id: 'OrderItem' });
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderSummarySchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    status: orderStatusSchema,
    total_vnd: vndSchema,
    refunded_vnd: vndSchema.describe('Given back so far: the total when refunded, less when partly refunded.'),
    item_count: z.int(),
    first_item_title: z.string().describe("The first item's title, for lists."),
    created_at: timestampSchema,
    paid_at: timestampSchema.nullable(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderViewSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    status: orderStatusSchema,
    total_vnd: vndSchema,
    refunded_vnd: vndSchema.describe('Given back so far: the total when refunded, less when partly refunded.'),
    items: z.array(orderItemViewSchema),
    created_at: timestampSchema,
    expires_at: timestampSchema.describe('An unpaid order expires at this moment.'),
    paid_at: timestampSchema.nullable(),
    closed_at: timestampSchema.nullable(),
    can_pay: z.boolean().describe('True while the order waits for payment and can still be sent to the gateway.'),
  })
  .meta({ id: 'Order' });
export type OrderView = z.infer<typeof orderViewSchema>;

export const paymentStartSchema = z
  .object({
    payment_url: z.string().describe('The signed VNPay 2.1.0 payment request to send the buyer to.'),
    expires_at: timestampSchema.describe('The gateway accepts the payment until then.'),
  })
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const paymentResultViewSchema = z
  .object({
    order_id: z.uuid(),
    order_code: z.string(),
    status: orderStatusSchema.describe(
      "The order's state in the database (the IPN's verdict), not the browser's claim.",
    ),
    amount_vnd: vndSchema,
    response_code: z.enum(VNPAY_RESPONSE_CODES).describe("The gateway's vnp_ResponseCode; any unknown code is 99."),
    transaction_no: z.string().nullable(),
    bank_code: z.string().nullable(),
  })
  .meta({
    id: 'PaymentResult',
    description: "What the gateway's return URL tells, once its signature is verified (payment result page).",
  });
export type PaymentResultView = z.infer<typeof paymentResultViewSchema>;

/** POST /api/payments/sandbox/decision: where the sandbox gateway sends the buyer back. */
export const sandboxDecisionReplySchema = z
  .object({ redirect_url: z.string().describe('The return URL with the signed result.') })
  .meta({ id: 'SandboxDecision' });

/**
 * GET /api/payments/vnpay/ipn: VNPay's own reply format (not the envelope). 00 confirmed
 * (VNPay stops retrying), 01 unknown order, 02 already settled, 04 wrong amount, 97 bad
 * signature, 99 unexpected.
 */
export const vnpayIpnReplySchema = z
  .object({ RspCode: z.enum(['00', '01', '02', '04', '97', '99']), Message: z.string() })
  .meta({ id: 'VnpayIpnReply', description: "VNPay's IPN reply format: RspCode 00 tells it to stop retrying." });
export type VnpayIpnReply = z.infer<typeof vnpayIpnReplySchema>;
