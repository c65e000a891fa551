import * as z from 'zod';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import { MAX_STOCK_LINES } from '@/lib/commerce/stock-lines';
import { adminPageQuery, adminSearchText, blankAsMissing } from './admin';

/** Request schemas of the back office's account store. */

/** Stock to add to a variant: one item per line (src/lib/commerce/stock-lines.ts). */
export const stockImportBodySchema = z.object({
  lines: z
    .array(z.string().max(2_000))
    .min(1)
    .max(MAX_STOCK_LINES)
    .describe(
      'One item per line: a code, or `username,password` (CSV quoting, or a tab between the two). Blank lines are left out.',
    ),
});
export type StockImportInput = z.output<typeof stockImportBodySchema>;

export const adminAccountStoresQuerySchema = z.object({
  ...adminPageQuery,
  q: adminSearchText,
  type: z.preprocess(blankAsMissing, z.enum(ACCOUNT_STORE_TYPES).optional()),
});
export type AdminAccountStoresQuery = z.output<typeof adminAccountStoresQuerySchema>;

const vnd = z.int().positive().max(2_000_000_000);

/** A variant's editable fields; each one left out stays as it is. */
export const variantUpdateBodySchema = z
  .strictObject({
    price_vnd: vnd.optional(),
    compare_at_price_vnd: vnd.nullable().optional().describe('The "was" price shown struck through; null for none.'),
    is_active: z.boolean().optional().describe('On sale: an inactive variant cannot be ordered.'),
    low_stock_threshold: z
      .int()
      .min(0)
      .max(100_000)
      .nullable()
      .optional()
      .describe('At or below this many items for sale, the variant shows on the dashboard and mails the team once.'),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field.' });
export type VariantUpdateInput = z.output<typeof variantUpdateBodySchema>;
