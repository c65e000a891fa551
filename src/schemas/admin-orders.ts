import * as z from 'zod';
import { ORDER_STATUSES, PAYMENT_GATEWAYS, PRODUCT_TYPES } from '@/lib/commerce/product-types';
import { adminPageQuery, adminSearchText, blankAsMissing, day } from './admin';

/** Request schemas of the back office's orders. */

export const adminOrdersQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText.describe("An order's code or id, the buyer's email, or a product's title (either language)."),
  status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES).optional()),
  product_type: z.preprocess(blankAsMissing, z.enum(PRODUCT_TYPES).optional()),
  gateway: z.preprocess(blankAsMissing, z.enum(PAYMENT_GATEWAYS).optional()),
  from: day.describe('Placed on or after this day (Vietnam time).'),
  to: day.describe('Placed on or before this day (Vietnam time).'),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const orderIdParamSchema = z.object({ id: z.uuid() });

const reasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'Say why, in a few words.' })
  .max(500)
  .describe('Why, as it will read in the audit log.');

export const refundBodySchema = z.strictObject({
  amount_vnd: z
    .int()
    .positive()
    .max(2_000_000_000)
    .describe('How much to give back: the whole payment (a full refund, 02) or part of it (03).'),
  reason: reasonSchema,
});

export const manualGrantBodySchema = z.strictObject({
  reason: reasonSchema.describe('How the money arrived (e.g. "bank transfer ref 12345 on 26/11"): required.'),
});
